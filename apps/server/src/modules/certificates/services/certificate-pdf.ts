import {
  certificateFileName,
  CERTIFICATE_TEXT,
  formatRegionDate,
  PLATFORM_NAME,
  REGION_SETTINGS,
} from '@cyber/domain';
import { carrierText, MUTED, startPdf, titleBlock, units, type PdfFile } from '../../../lib/pdf.ts';
import type { CertificateContent } from './certificate-content.ts';

/** The insurers' letters, as the certificate's coverage table refers to them (A, B, …). */
const letter = (i: number) => String.fromCharCode(65 + (i % 26));

/** What the e-mail and the PDF both say of a certificate, in the region's money and dates. */
export function certificateFacts(c: CertificateContent) {
  const region = c.uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const day = (iso: string) => formatRegionDate(iso, region);
  return {
    title: CERTIFICATE_TEXT.title(c.uk),
    day,
    period: `${day(c.effectiveDate)} to ${day(c.endDate)}`,
    limit: units(symbol, c.limit),
    aggregate: units(symbol, c.aggregateLimit),
    deductible: units(symbol, c.deductible),
    deductibleLabel: c.uk ? 'Excess' : 'Deductible',
    insurers: carrierText(c.insurers, 'To be confirmed'),
  };
}

/**
 * The certificate of insurance as a PDF, `{company}-{policyNumber}-Policy-Certificate.pdf`, laid
 * out as an ACORD 25 is: the date, that it is for information only, the producer (agency or
 * brokerage), the insured, the insurers affording cover, the coverage (type, insurer, policy
 * number, period, limits), the description of operations, the certificate holder (and whether
 * it is an additional insured) and the cancellation clause.
 */
export async function certificatePdf(c: CertificateContent): Promise<PdfFile> {
  const f = certificateFacts(c);
  const { doc, w } = await startPdf({
    title: `${f.title} ${c.policyNumber}`,
    subject: `${c.insured.name} - ${c.policyNumber}`,
    createdOn: c.date,
    header: [f.title, c.policyNumber, c.insured.name].join(' - '),
  });
  titleBlock(w, {
    title: f.title,
    of: `${c.product} - Policy ${c.policyNumber}`,
    // the insurers have their own section, as on an ACORD 25
    underwrittenBy: null,
    dated: `Date ${f.day(c.date)}`,
  });
  w.gap(4);
  w.paragraph(CERTIFICATE_TEXT.informationOnly, 8, MUTED);

  w.heading(c.uk ? 'Broker' : 'Producer');
  w.facts([
    [c.uk ? 'Brokerage' : 'Agency', c.producer.name ?? 'Direct'],
    [c.uk ? 'Broker' : 'Agent', c.producer.agent ?? '-'],
    ['E-mail', c.producer.email ?? '-'],
  ]);

  w.heading('Insured');
  w.text(c.insured.name, { size: 11, bold: true });
  for (const line of c.insured.address) w.text(line, { size: 9 });

  w.heading('Insurers affording coverage');
  if (c.insurers.length === 0) w.paragraph(f.insurers);
  else {
    w.table(
      [
        { title: 'Insurer', width: 60 },
        { title: 'Name', width: 352 },
        { title: 'Share', width: 100, align: 'right' },
      ],
      c.insurers.map((insurer, i) => ({
        cells: [`Insurer ${letter(i)}`, insurer.name, `${insurer.sharePercent}%`],
      })),
    );
  }

  w.heading('Coverages');
  w.paragraph(
    'This is to certify that the policy of insurance listed below has been issued to the insured named above for the policy period indicated.',
    8,
    MUTED,
  );
  w.table(
    [
      { title: 'Type of insurance', width: 120 },
      { title: 'Insurer', width: 44 },
      { title: 'Policy number', width: 104 },
      { title: 'Effective', width: 72 },
      { title: 'Expires', width: 72 },
      { title: 'Limits', width: 100, align: 'right' },
    ],
    [
      {
        cells: [
          c.coverage,
          c.insurers.map((_, i) => letter(i)).join(', ') || '-',
          c.policyNumber,
          f.day(c.effectiveDate),
          f.day(c.endDate),
          f.limit,
        ],
      },
    ],
  );
  w.facts([
    ['Each claim', f.limit],
    ['Aggregate', f.aggregate],
    [f.deductibleLabel, f.deductible],
    ['Additional insured', c.holder.additionalInsured ? 'Yes' : 'No'],
    ['Currency', c.currency],
  ]);

  w.heading('Description of operations');
  w.paragraph(CERTIFICATE_TEXT.operations(c.product));
  if (c.holder.additionalInsured) {
    w.gap(2);
    w.paragraph(CERTIFICATE_TEXT.additionalInsured(c.uk));
  }

  w.heading(
    c.holder.additionalInsured ? 'Certificate holder (additional insured)' : 'Certificate holder',
  );
  w.text(c.holder.name, { size: 11, bold: true });
  for (const line of c.holder.address) w.text(line, { size: 9 });
  w.gap(2);
  w.text(`Additional insured: ${c.holder.additionalInsured ? 'Yes' : 'No'}`, {
    size: 9,
    bold: true,
  });
  if (c.holder.industry) w.text(`Industry: ${c.holder.industry}`, { size: 9 });

  w.heading('Cancellation');
  w.paragraph(CERTIFICATE_TEXT.cancellation);
  w.gap(4);
  w.text(`Authorized representative: ${PLATFORM_NAME}`, { size: 9 });
  w.number();
  return { fileName: certificateFileName(c.insured.name, c.policyNumber), bytes: await doc.save() };
}
