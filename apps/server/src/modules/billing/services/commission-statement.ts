import {
  COMMISSION_MESSAGES,
  formatRegionDate,
  isStatementMonth,
  statementPeriod,
  PLATFORM_NAME,
  REGION_SETTINGS,
  type CommissionStatementDocQuerySchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toCsv } from '../../../lib/csv.ts';
import { money, startPdf, titleBlock } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../commissions.repository.ts';
import { commissionScopeOf } from './commissions.ts';

export type StatementFile = { fileName: string; contentType: string; bytes: Uint8Array };

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * GET /api/docs/v1/commissions?year&month: an agency's commission statement for a month
 * (decision 054) as a PDF or a spreadsheet (CSV) — the month's commission lines (each invoice
 * that earned or returned commission), the payments made to the agency, and the balance owed
 * at the month's start and end. An agency reads its own; provider staff name the agency. A
 * month with neither lines nor payments is a 404 with the spec's words.
 */
export async function commissionStatementDocument(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  query: z.output<typeof CommissionStatementDocQuerySchema>,
): Promise<StatementFile> {
  const scope = commissionScopeOf(caller);
  const agencyId = scope.kind === 'AGENCY' ? scope.agencyId : query.agencyId;
  if (!agencyId) throw new AppError('BAD_REQUEST', COMMISSION_MESSAGES.agencyRequired);
  if (scope.kind === 'AGENCY' && query.agencyId && query.agencyId !== scope.agencyId)
    throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.statementNotFound);
  const { year, month } = query;
  if (!isStatementMonth(year, month, deps.clock.now()))
    throw new AppError('BAD_REQUEST', COMMISSION_MESSAGES.statementYearRange);
  const agency = await repo.findAgency(deps.db, agencyId);
  if (!agency) throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.statementNotFound);
  const start = new Date(Date.UTC(year, month - 1, 1));
  const [lines, payouts, opening] = await Promise.all([
    repo.linesOfMonth(deps.db, agency.id, year, month),
    repo.payoutsOf(deps.db, agency.id, { year, month }, 1000),
    repo.payableBefore(deps.db, agency.id, start),
  ]);
  if (lines.length === 0 && payouts.length === 0)
    throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.statementNotFound);
  const uk = agency.region === 'UK';
  const currency = lines[0]?.i.currency ?? payouts[0]?.currency ?? (uk ? 'GBP' : 'USD');
  const earned = lines.reduce((sum, l) => sum + l.i.commission, 0);
  const premium = lines.reduce((sum, l) => sum + l.i.premium, 0);
  const paid = payouts.filter((p) => p.status === 'PAID').reduce((sum, p) => sum + p.amount, 0);
  const closing = opening + earned - paid;
  const period = statementPeriod(year, month);
  const base = `commission-statement-${year}-${String(month).padStart(2, '0')}`;

  if (query.format === 'csv') {
    const rows: string[][] = [
      ['Commission statement', agency.name, period, currency],
      [],
      ['Date', 'Invoice', 'Policy', 'Insured', 'Product', 'Premium', 'Rate', 'Commission', 'Held'],
      ...lines.map(({ i, held }) => [
        i.createdAt.toISOString().slice(0, 10),
        i.invoiceNumber,
        i.policyNumber,
        i.companyName,
        i.product,
        decimal(i.premium),
        percent(i.commissionRateBps),
        decimal(i.commission),
        held ? 'Yes' : 'No',
      ]),
      [],
      ['Payment date', 'Description', 'Account', 'Status', 'Amount'],
      ...payouts.map((p) => [
        p.createdAt.toISOString().slice(0, 10),
        p.description,
        `****${p.last4}`,
        p.status === 'PAID' ? 'Paid' : 'Failed',
        decimal(p.amount),
      ]),
      [],
      ['Opening balance', decimal(opening)],
      ['Commission earned', decimal(earned)],
      ['Commission paid', decimal(paid)],
      ['Closing balance', decimal(closing)],
    ];
    return {
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(toCsv(rows), 'utf8'),
    };
  }

  const region = uk ? 'UK' : 'US';
  const m = (minor: number) => money(REGION_SETTINGS[region].currencySymbol, minor);
  const day = (d: Date) => formatRegionDate(d.toISOString().slice(0, 10), region);
  const { doc, w } = await startPdf({
    title: `Commission statement ${period}`,
    subject: `Commission statement of ${agency.name} for ${period}`,
    createdOn: deps.clock.now().toISOString().slice(0, 10),
    header: `${PLATFORM_NAME} · Commission statement · ${agency.name} · ${period}`,
  });
  titleBlock(w, {
    title: 'Commission statement',
    of: period,
    underwrittenBy: null,
    dated: `Issued ${day(deps.clock.now())}`,
  });
  w.heading(uk ? 'Brokerage' : 'Agency');
  w.text(agency.name, { size: 11, bold: true });
  w.facts([
    ['Period', period],
    ['Currency', currency],
  ]);

  w.heading('Commission earned');
  if (lines.length === 0) w.paragraph('No invoice earned or returned commission this month.');
  else
    w.table(
      [
        { title: 'Invoice', width: 132 },
        { title: 'Insured', width: 120 },
        { title: 'Premium', width: 90, align: 'right' },
        { title: 'Rate', width: 50, align: 'right' },
        { title: 'Commission', width: 120, align: 'right' },
      ],
      [
        ...lines.map(({ i, held }) => ({
          cells: [
            i.invoiceNumber,
            held ? `${i.companyName} (held)` : i.companyName,
            m(i.premium),
            percent(i.commissionRateBps),
            m(i.commission),
          ],
        })),
        { cells: ['Total', '', m(premium), '', m(earned)] },
      ],
      { boldLast: true },
    );

  w.heading('Payments to you');
  if (payouts.length === 0) w.paragraph('No commission was paid this month.');
  else
    w.table(
      [
        { title: 'Date', width: 90 },
        { title: 'Description', width: 202 },
        { title: 'Account', width: 80 },
        { title: 'Amount', width: 140, align: 'right' },
      ],
      payouts.map((p) => ({
        cells: [
          day(p.createdAt),
          p.status === 'PAID' ? p.description : `${p.description} (failed)`,
          `****${p.last4}`,
          m(p.amount),
        ],
      })),
    );

  w.heading('Balance');
  w.facts([
    [`Owed to you on 1 ${statementPeriod(year, month)}`, m(opening)],
    ['Commission earned', m(earned)],
    ['Commission paid', m(paid)],
    ['Owed to you at the month’s end', m(closing)],
  ]);
  w.paragraph(
    'Commission on a held policy is owed but not paid until the provider releases it.',
    9,
  );
  w.number();
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', bytes: await doc.save() };
}
