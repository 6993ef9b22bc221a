import {
  formatRegionDate,
  MESSAGES,
  PLATFORM_NAME,
  PRODUCT_NAMES,
  REGION_SETTINGS,
  type ProductCode,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { money, startPdf, titleBlock, type PdfFile } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../billing.repository.ts';
import { billingScopeOf } from './invoices.ts';
import { remittanceLines } from './remittance.ts';

const KIND_TITLES = {
  NEW_BUSINESS: 'Invoice',
  ADJUSTMENT: 'Adjustment invoice',
} as const;

/**
 * GET /api/billing/v1/invoice/{id}/document: the invoice as a PDF (decision 053), made from the
 * invoice and the ledger when asked (the same invoice and payments give the same bytes): who is
 * billed and through whom, the policy, each charge, what has been paid or credited, the balance
 * due and how to pay it. A credit (a negative total) is a credit note. Whoever reads the invoice
 * (decision 051); another's is a 404.
 */
export async function invoiceDocument(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<PdfFile> {
  const scope = billingScopeOf(caller);
  if (scope.kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const found = await repo.findInvoice(deps.db, scope, id);
  if (!found) throw new AppError('NOT_FOUND', 'Invoice not found');
  const { i, balance } = found;
  const uk = i.currency === 'GBP';
  const region = uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const m = (minor: number) => money(symbol, minor);
  const day = (iso: string) => formatRegionDate(iso, region);
  const credit = i.total < 0;
  const title = credit
    ? 'Credit note'
    : (KIND_TITLES[i.kind as keyof typeof KIND_TITLES] ?? 'Invoice');
  const issued = i.createdAt.toISOString().slice(0, 10);

  const { doc, w } = await startPdf({
    title: `${title} ${i.invoiceNumber}`,
    subject: `${title} for policy ${i.policyNumber}`,
    createdOn: issued,
    header: `${PLATFORM_NAME} · ${title} ${i.invoiceNumber} · ${i.companyName}`,
  });
  titleBlock(w, {
    title,
    of: i.invoiceNumber,
    underwrittenBy: null,
    dated: credit ? `Issued ${day(issued)}` : `Issued ${day(issued)} · Due ${day(i.dueDate)}`,
  });

  w.heading('Billed to');
  w.text(i.companyName, { size: 11, bold: true });
  w.facts([
    [uk ? 'Brokerage' : 'Agency', i.agencyName ?? 'Direct'],
    ['Policy', `${i.policyNumber} · ${PRODUCT_NAMES[i.product as ProductCode] ?? i.product}`],
    ['Transaction', i.revision === null ? 'Binder' : `Revision ${i.revision}`],
    ['Currency', i.currency],
  ]);

  w.heading('Charges');
  const rows: [string, number][] = [
    ['Premium', i.premium],
    ['Broker fee', i.brokerFee],
    ['MGA fee', i.mgaFee],
    ['Surplus lines tax', i.surplusLinesTax],
    ['Stamping fee', i.stampingFee],
    [uk ? 'Insurance premium tax' : 'Other taxes and charges', i.premiumTax],
  ];
  w.table(
    [
      { title: 'Charge', width: 372 },
      { title: 'Amount', width: 140, align: 'right' },
    ],
    [
      ...rows
        .filter(([, amount]) => amount !== 0)
        .map(([label, amount]) => ({
          cells: [label, m(amount)],
        })),
      { cells: [credit ? 'Total credited' : 'Total', m(i.total)] },
    ],
    { boldLast: true },
  );

  w.heading(credit ? 'Credit' : 'Balance');
  w.facts(
    credit
      ? [
          ['Credited', m(-i.total)],
          ['Still to apply or refund', m(Math.max(0, -balance))],
        ]
      : [
          ['Invoiced', m(i.total)],
          ['Paid or credited', m(i.total - balance)],
          ['Balance due', m(Math.max(0, balance))],
        ],
  );

  if (!credit && balance > 0) {
    w.heading('How to pay');
    w.paragraph(
      'Pay by card or bank account from the policy’s payment page, or by bank transfer to:',
    );
    for (const line of remittanceLines(uk ? 'GBP' : 'USD', i.policyNumber)) w.paragraph(line);
    w.paragraph(`Quote ${i.policyNumber} with your payment.`, 9);
  }
  w.number();
  return { fileName: `${i.invoiceNumber}.pdf`, bytes: await doc.save() };
}
