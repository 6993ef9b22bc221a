import {
  AGENCY_BILL_STATUS_LABELS,
  AGENCY_REMITTANCE_METHOD_LABELS,
  formatRegionDate,
  PLATFORM_NAME,
  REGION_SETTINGS,
  regionOfCurrency,
  statementPeriod,
  type AgencyBillQuerySchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller } from '../../../context/index.ts';
import { money, startPdf, titleBlock } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { statementOf } from './agency-bill.ts';
import type { StatementFile } from './commission-statement.ts';

/**
 * GET /api/billing/v1/agencyBillInvoice/{month}/{year}/pdf (decision 058): the agency's statement
 * of the month as a PDF — what it collected on the provider's behalf, the commission it keeps, the
 * net it remits, by when, and the remittance once recorded. The same reader rules as the statement.
 */
export async function agencyBillDocument(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  params: { month: number; year: number },
  query: z.output<typeof AgencyBillQuerySchema>,
): Promise<StatementFile> {
  const s = await statementOf(deps, caller, params, query);
  const region = regionOfCurrency(s.currency);
  const uk = region === 'UK';
  const m = (minor: number) => money(REGION_SETTINGS[region].currencySymbol, minor);
  const day = (iso: string) => formatRegionDate(iso.slice(0, 10), region);
  const period = statementPeriod(s.year, s.month);
  const title = uk ? 'Brokerage bill statement' : 'Agency bill statement';
  const { doc, w } = await startPdf({
    title: `${title} ${period}`,
    subject: `${title} of ${s.agencyName} for ${period}`,
    createdOn: deps.clock.now().toISOString().slice(0, 10),
    header: `${PLATFORM_NAME} · ${title} · ${s.agencyName} · ${period}`,
  });
  titleBlock(w, {
    title,
    of: period,
    underwrittenBy: null,
    dated: `Issued ${day(deps.clock.now().toISOString())}`,
  });
  w.heading(uk ? 'Brokerage' : 'Agency');
  w.text(s.agencyName, { size: 11, bold: true });
  w.facts([
    ['Period', period],
    ['Currency', s.currency],
    ['Due on', day(s.dueOn)],
    ['Status', AGENCY_BILL_STATUS_LABELS[s.status]],
  ]);

  w.heading('Invoices collected by you');
  w.table(
    [
      { title: 'Invoice', width: 132 },
      { title: 'Insured', width: 120 },
      { title: 'Total', width: 85, align: 'right' },
      { title: 'Commission', width: 85, align: 'right' },
      { title: 'Net', width: 90, align: 'right' },
    ],
    [
      ...s.lines.map((l) => ({
        cells: [
          l.invoiceNumber,
          l.settled ? `${l.companyName} (settled)` : l.companyName,
          m(l.total),
          m(l.commission),
          m(l.net),
        ],
      })),
      { cells: ['Total', '', m(s.total), m(s.commission), m(s.net)] },
    ],
    { boldLast: true },
  );

  w.heading('To remit');
  w.facts([
    ['Collected from your clients', m(s.total)],
    ['Commission you keep', m(s.commission)],
    ['Net to remit', m(s.net)],
    ['Still to remit', m(s.netOutstanding)],
  ]);
  if (s.remittance)
    w.paragraph(
      `Remitted ${m(s.remittance.amount)} by ${AGENCY_REMITTANCE_METHOD_LABELS[s.remittance.method]} (${s.remittance.reference}) on ${day(s.remittance.created)}.`,
    );
  else
    w.paragraph(
      `Remit the net by ${day(s.dueOn)} by ACH, wire or ${uk ? 'cheque' : 'check'}, quoting ${s.agencyName} and ${period}.`,
      9,
    );
  w.number();
  return {
    fileName: `agency-bill-${s.year}-${String(s.month).padStart(2, '0')}.pdf`,
    contentType: 'application/pdf',
    bytes: await doc.save(),
  };
}
