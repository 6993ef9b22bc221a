import {
  AGENCY_BILL_MESSAGES as M,
  formatRegionDate,
  type AgencyBillStatement,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderApp, type MockResponse } from '../../support/helpers.tsx';
import { agency } from '../../support/agencies-fixtures.ts';
import {
  AB,
  AGENCY_ID,
  agencyApi,
  agencyBillStatement,
  agencyBillStats,
  agencyBillTerms,
  P,
  PAGE,
  PREVIOUS_MONTH,
  STAFF_PAGE,
  staffApi,
} from './support.ts';

const KEY = /^[A-Za-z0-9_-]{8,255}$/;
/** Every month's statement: `GET|POST /api/billing/v1/agencyBillInvoice/{month}/{year}`. */
const STATEMENTS = '/api/billing/v1/agencyBillInvoice/*';
const STATEMENT = AB.statement(PREVIOUS_MONTH.month, PREVIOUS_MONTH.year);
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
const PERIOD = `${monthName(PREVIOUS_MONTH.month)} ${PREVIOUS_MONTH.year}`;
const notFound: MockResponse = { status: 404, body: { message: M.statementNotFound } };

/** The previous month's statement; any other month has none (404). */
const statementOf =
  (current: () => AgencyBillStatement) =>
  ({ path }: { path: string }): MockResponse =>
    path === STATEMENT ? { body: current() } : notFound;

const tile = (name: string) => screen.getByRole('group', { name });

/** Saving a file goes through an object URL, which jsdom does not make: stubbed, then put back. */
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('the agency bill (an agency admin)', () => {
  it('shows the book’s tiles, the previous month’s statement and says when a month has none', async () => {
    const api = agencyApi({
      [`GET ${P.statements}`]: () => ({ body: onePage([]) }),
      [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(true) }),
      [`GET ${STATEMENTS}`]: statementOf(() => agencyBillStatement()),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Agency bills' }));

    expect(
      await screen.findByText(
        'Your agency bills its clients and remits monthly, net of commission.',
      ),
    ).toBeInTheDocument();
    expect(tile('Open invoices')).toHaveTextContent('3');
    expect(tile('Open invoices')).toHaveTextContent('Totalling $2,400.00');
    expect(tile('Net due')).toHaveTextContent('$2,040.00');
    expect(tile('Overdue')).toHaveTextContent('$510.00');
    expect(tile('Overdue')).toHaveTextContent('1 statement');
    expect(tile('Remitted this year')).toHaveTextContent('$6,120.00');

    const table = await screen.findByRole('table', { name: 'Agency bill statement' });
    for (const header of [
      'Invoice #',
      'Policy #',
      'Insured',
      'Date',
      'Total',
      'Commission',
      'Net',
      'Settled',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (await within(table).findByText('CYB-US-2026-0000123-01')).closest('tr')!;
    expect(row).toHaveTextContent('Acme Dental Group');
    expect(row).toHaveTextContent('$1,200.00');
    expect(row).toHaveTextContent('$180.00');
    expect(row).toHaveTextContent('$1,020.00');
    expect(row).toHaveTextContent('No');
    expect(within(table).getByText('Birch Dental Labs')).toBeInTheDocument();

    // The statement's figures below the table.
    const due = formatRegionDate(agencyBillStatement().dueOn, 'US');
    expect(screen.getByText('Due on').nextElementSibling).toHaveTextContent(due);
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Due');
    expect(screen.getByText('$1,800.00')).toBeInTheDocument();
    expect(screen.getByText('$270.00')).toBeInTheDocument();
    expect(screen.getByText('$1,530.00')).toBeInTheDocument();
    // An agency reads its own statement, and records no remittance.
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent(
      String(PREVIOUS_MONTH.year),
    );
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent(
      monthName(PREVIOUS_MONTH.month),
    );
    expect(screen.queryByRole('button', { name: 'Record remittance' })).toBeNull();
    expect(api.callsTo('GET', STATEMENT)[0]!.query).toEqual({});
    expect(api.callsTo('GET', AB.stats)[0]!.query).toEqual({});

    const other = PREVIOUS_MONTH.month === 1 ? 2 : 1;
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: monthName(other) }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^No invoice\/statements found for this month\.$/,
    );
    expect(screen.queryByRole('table', { name: 'Agency bill statement' })).toBeNull();
  });

  it('downloads the month’s statement as a PDF', async () => {
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:agency-bill'),
      revokeObjectURL: vi.fn(),
    });
    const pdf = `${STATEMENT}/pdf`;
    const api = agencyApi({
      [`GET ${P.statements}`]: () => ({ body: onePage([]) }),
      [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(true) }),
      [`GET ${pdf}`]: () => ({ body: '%PDF-1.7' }),
      [`GET ${STATEMENTS}`]: statementOf(() => agencyBillStatement()),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Agency bills' }));
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.callsTo('GET', pdf)).toHaveLength(1));
    expect(api.callsTo('GET', pdf)[0]!.query).toEqual({});
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });

  it('says when the agency is on direct bill, and a failure to read the statement', async () => {
    agencyApi({
      [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(false) }),
      [`GET ${STATEMENTS}`]: () => ({ status: 400, body: { message: 'Bad request' } }),
    });
    renderApp(`${PAGE}?tab=agencyBills`);
    expect(
      await screen.findByText('Your agency is on direct bill: the provider bills your clients.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Agency bill statement' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      /^Something went wrong\. Please try again later\.$/,
    );
  });

  it('is not offered to an agent', async () => {
    agencyApi({ [`GET ${P.statements}`]: () => ({ body: onePage([]) }) }, { admin: false });
    renderApp(PAGE);
    expect(await screen.findByRole('tab', { name: 'Statements' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Agency bills' })).toBeNull();
  });
});

describe('the agency bill (provider staff)', () => {
  it('picks the agency and lets it bill its clients', async () => {
    let enabled = false;
    const api = staffApi({
      [`GET ${AB.stats}`]: ({ query }) => ({
        body: agencyBillStats(query.agencyId ? enabled : null),
      }),
      'GET /api/account/v1/agency/search': () => ({ body: onePage([agency()], 100) }),
      [`GET ${AB.terms(AGENCY_ID)}`]: () => ({ body: agencyBillTerms(enabled) }),
      [`PUT ${AB.terms(AGENCY_ID)}`]: ({ body }) => {
        enabled = (body as { enabled: boolean }).enabled;
        return {
          body: { message: M.enabled('Harbor Risk Partners'), terms: agencyBillTerms(enabled) },
        };
      },
      [`GET ${STATEMENTS}`]: statementOf(() => agencyBillStatement()),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=agencyBills`);
    // Every agency's book until one is picked; no statement without an agency.
    expect(
      await screen.findByText('Choose an agency to read its agency bill statements.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(tile('Net due')).toHaveTextContent('$2,040.00'));
    expect(api.callsTo('GET', AB.stats)[0]!.query).toEqual({});
    expect(screen.queryByText(/^Your agency/)).toBeNull();
    expect(api.callsTo('GET', STATEMENT)).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Agency' }), 'Harb');
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    const toggle = await screen.findByRole('switch', { name: 'Agency bills its clients' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(await screen.findByRole('table', { name: 'Agency bill statement' })).toBeInTheDocument();
    expect(api.callsTo('GET', STATEMENT)[0]!.query).toEqual({ agencyId: AGENCY_ID });
    expect(api.callsTo('GET', AB.stats).at(-1)!.query).toEqual({ agencyId: AGENCY_ID });

    await user.click(toggle);
    expect(await screen.findByText(M.enabled('Harbor Risk Partners'))).toBeInTheDocument();
    expect(api.callsTo('PUT', AB.terms(AGENCY_ID)).map((c) => c.body)).toEqual([{ enabled: true }]);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('records a remittance once, under one Idempotency-Key, and shows it remitted', async () => {
    let remitted: AgencyBillStatement | null = null;
    const posts: MockResponse[] = [
      { status: 409, body: { message: M.notEnded } },
      { status: 201, body: {} },
    ];
    const api = staffApi({
      [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(null) }),
      'GET /api/account/v1/agency/search': () => ({ body: onePage([agency()], 100) }),
      [`GET ${AB.terms(AGENCY_ID)}`]: () => ({ body: agencyBillTerms(true) }),
      [`GET ${STATEMENTS}`]: statementOf(() => remitted ?? agencyBillStatement()),
      [`POST ${STATEMENTS}`]: ({ body }) => {
        const answer = posts.shift()!;
        if (answer.status !== 201) return answer;
        const { method, reference } = body as { method: 'WIRE'; reference: string };
        remitted = agencyBillStatement({
          status: 'REMITTED',
          netOutstanding: 0,
          remittance: {
            id: 'remittance-1',
            agencyId: AGENCY_ID,
            year: PREVIOUS_MONTH.year,
            month: PREVIOUS_MONTH.month,
            currency: 'USD',
            amount: 153_000,
            total: 180_000,
            commission: 27_000,
            method,
            reference,
            created: '2026-04-05T10:00:00.000Z',
          },
        });
        return {
          status: 201,
          body: {
            message: M.remitted('$1,530.00', 'Harbor Risk Partners', PERIOD),
            remittance: remitted.remittance,
            statement: remitted,
          },
        };
      },
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=agencyBills`);
    await user.type(await screen.findByRole('combobox', { name: 'Agency' }), 'Harb');
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));

    await user.click(await screen.findByRole('button', { name: 'Record remittance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record remittance' });
    expect(dialog).toHaveTextContent(
      `Net remitted by Harbor Risk Partners for ${PERIOD}: $1,530.00`,
    );
    const record = within(dialog).getByRole('button', { name: 'Record' });
    await user.click(record);
    expect(await within(dialog).findByText(M.referenceRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', STATEMENT)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    expect(screen.getByRole('option', { name: 'ACH' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Check' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Wire transfer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'FW-2026-0042');
    await user.click(record);
    // The server's refusal shows in the dialog; the same remittance may be sent again.
    expect(await within(dialog).findByText(M.notEnded)).toBeInTheDocument();
    await user.click(record);

    expect(
      await screen.findByText(M.remitted('$1,530.00', 'Harbor Risk Partners', PERIOD)),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry] = api.callsTo('POST', STATEMENT);
    expect(first!.body).toEqual({ agencyId: AGENCY_ID, method: 'WIRE', reference: 'FW-2026-0042' });
    expect(first!.headers['idempotency-key']).toMatch(KEY);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    // The statement and the book are read again: remitted, nothing left to record.
    expect(
      await screen.findByText(
        `Remitted $1,530.00 by Wire transfer (FW-2026-0042) on ${formatRegionDate('2026-04-05T10:00:00.000Z', 'US')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Remitted');
    expect(screen.queryByRole('button', { name: 'Record remittance' })).toBeNull();
    expect(api.callsTo('GET', STATEMENT).length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('GET', AB.stats).length).toBeGreaterThanOrEqual(3);
  });

  it('offers no remittance of a month still open', async () => {
    staffApi({
      [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(null) }),
      'GET /api/account/v1/agency/search': () => ({ body: onePage([agency()], 100) }),
      [`GET ${AB.terms(AGENCY_ID)}`]: () => ({ body: agencyBillTerms(true) }),
      [`GET ${STATEMENTS}`]: statementOf(() => agencyBillStatement({ status: 'OPEN' })),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=agencyBills`);
    await user.type(await screen.findByRole('combobox', { name: 'Agency' }), 'Harb');
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    await screen.findByRole('table', { name: 'Agency bill statement' });
    expect(await screen.findByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record remittance' })).toBeNull();
  });
});

describe('the agency bill of a UK brokerage', () => {
  it('reads its statement in pounds, in UK words', async () => {
    const gbp = agencyBillStatement({
      currency: 'GBP',
      status: 'REMITTED',
      netOutstanding: 0,
      lines: agencyBillStatement().lines.map((l) => ({ ...l, settled: true })),
      remittance: {
        id: 'remittance-1',
        agencyId: AGENCY_ID,
        year: PREVIOUS_MONTH.year,
        month: PREVIOUS_MONTH.month,
        currency: 'GBP',
        amount: 153_000,
        total: 180_000,
        commission: 27_000,
        method: 'CHECK',
        reference: 'CHQ-1001',
        created: '2026-04-05T10:00:00.000Z',
      },
    });
    agencyApi(
      {
        [`GET ${P.statements}`]: () => ({ body: onePage([]) }),
        [`GET ${AB.stats}`]: () => ({ body: agencyBillStats(true, { currency: 'GBP' }) }),
        [`GET ${STATEMENTS}`]: statementOf(() => gbp),
      },
      { region: 'UK' },
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Brokerage bills' }));
    expect(
      await screen.findByText(
        'Your brokerage bills its clients and remits monthly, net of commission.',
      ),
    ).toBeInTheDocument();
    expect(tile('Net due')).toHaveTextContent('£2,040.00');
    const table = await screen.findByRole('table', { name: 'Brokerage bill statement' });
    const row = (await within(table).findByText('CYB-US-2026-0000123-01')).closest('tr')!;
    expect(row).toHaveTextContent('£1,200.00');
    expect(row).toHaveTextContent('Yes');
    expect(row).not.toHaveTextContent('$');
    expect(
      screen.getByText(
        `Remitted £1,530.00 by Cheque (CHQ-1001) on ${formatRegionDate('2026-04-05T10:00:00.000Z', 'UK')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Due on').nextElementSibling).toHaveTextContent(
      formatRegionDate(gbp.dueOn, 'UK'),
    );
  });
});
