import {
  financeAgreementText,
  formatRegionDate,
  formatRegionDateTime,
  PLATFORM_NAME,
  PRODUCT_NAMES,
  REGION_SETTINGS,
  regionOfCurrency,
  type ProductCode,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { money, startPdf, titleBlock, type PdfFile } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { toAgreement } from './agreement-records.ts';
import { readableAgreement } from './financing.ts';

const STATUS_LINES = {
  QUOTED: 'Financing quote: not yet accepted.',
  SIGNED: 'Accepted: the down payment starts the plan.',
  ACTIVE: 'In effect.',
  DISAFFIRMED: 'Disaffirmed by the insured.',
  SUPERSEDED: 'Superseded by a newer quote.',
} as const;

/**
 * GET /api/billing/v1/agreement/{id}/pdf: the premium finance agreement (decision 056) — the
 * disclosure of its terms (APR, finance charge, amount financed, total payment amount), the
 * schedule, the text the insured signs and, once signed, who signed, when, from where and the
 * SHA-256 of the text. Whoever reads the policy's billing; another's is a 404.
 */
export async function agreementDocument(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<PdfFile> {
  const { row, policy } = await readableAgreement(deps, caller, id);
  const a = toAgreement(row, policy.policyNumber, '', false);
  const region = regionOfCurrency(a.currency);
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const m = (minor: number) => money(symbol, minor);
  const day = (iso: string) => formatRegionDate(iso, region);
  const installment = region === 'UK' ? 'Instalment' : 'Installment';
  const created = a.created.slice(0, 10);

  const { doc, w } = await startPdf({
    title: `Premium finance agreement ${a.financeQuoteNumber}`,
    subject: `Premium finance agreement for policy ${a.policyNumber}`,
    createdOn: created,
    header: `${PLATFORM_NAME} · Premium finance agreement ${a.financeQuoteNumber} · ${policy.companyName}`,
  });
  titleBlock(w, {
    title: 'Premium finance agreement',
    of: a.financeQuoteNumber,
    underwrittenBy: `Financed by ${a.financerName}`,
    dated: `Quoted ${day(created)} · Valid until ${day(a.expiresOn)} · ${STATUS_LINES[a.status]}`,
  });

  w.heading('Insured and policy');
  w.facts([
    ['Insured', policy.companyName],
    ['Policy', `${a.policyNumber} · ${PRODUCT_NAMES[a.product as ProductCode] ?? a.product}`],
    ['Currency', a.currency],
  ]);

  w.heading('Terms');
  w.facts([
    ['Annual percentage rate', `${(a.apr / 100).toFixed(2)} %`],
    ['Total premium', m(a.totalPremium)],
    ['Down payment', m(a.downPayment)],
    ['Amount financed', m(a.amountFinanced)],
    ['Finance charge', m(a.financeCharge)],
    ['Total payment amount', m(a.totalPaymentAmount)],
    [`${installment}s`, `${a.numberOfInstallments} × ${m(a.installmentAmount)}`],
    [`First ${installment.toLowerCase()} due`, day(a.firstInstallmentDue)],
  ]);

  w.heading(`${installment} schedule`);
  w.table(
    [
      { title: '#', width: 60 },
      { title: 'Due', width: 280 },
      { title: 'Amount', width: 172, align: 'right' },
    ],
    a.installments.map((i) => ({ cells: [String(i.number), day(i.dueDate), m(i.amount)] })),
  );

  w.heading('Agreement');
  for (const line of financeAgreementText(a)) w.paragraph(line);

  w.heading('Signature');
  if (a.signature && a.signedAt) {
    w.facts([
      ['Signed by', a.signature],
      ['E-mail', a.signerEmail ?? '-'],
      ['Signed at', formatRegionDateTime(a.signedAt, region) ?? a.signedAt],
      ['From', row.signerIp ?? 'On file'],
    ]);
    if (a.documentHash) w.paragraph(`SHA-256 of the signed text: ${a.documentHash}`, 8);
    if (a.disaffirmBy) w.paragraph(`May be disaffirmed until ${day(a.disaffirmBy)}.`);
    if (a.disaffirmedAt && a.annualPaymentDue)
      w.paragraph(
        `Disaffirmed ${day(a.disaffirmedAt.slice(0, 10))}; the annual payment is due by ${day(a.annualPaymentDue)}.`,
      );
  } else {
    w.paragraph('Not yet signed: accept the financing quote on the policy’s payment page.');
  }
  w.number();
  return { fileName: `${a.financeQuoteNumber}.pdf`, bytes: await doc.save() };
}
