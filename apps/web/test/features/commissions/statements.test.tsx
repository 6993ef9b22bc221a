import { COMMISSION_MESSAGES as M } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderApp } from '../../support/helpers.tsx';
import { agency } from '../../support/agencies-fixtures.ts';
import { AGENCY_ID, agencyApi, P, PAGE, STAFF_PAGE, staffApi, statement } from './support.ts';

const STATEMENTS = [statement(), statement({ month: 2, invoices: 1, premium: 120_000 })];
const lastYear = String(new Date().getUTCFullYear() - 1);

/** Saving a file goes through an object URL, which jsdom does not make: stubbed, then put back. */
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
const stubObjectUrls = (create: () => string = () => 'blob:statement') =>
  Object.assign(URL, { createObjectURL: vi.fn(create), revokeObjectURL: vi.fn() });

describe('commission statements', () => {
  it('lists the agency’s months with premium, commission and payouts, filtered by billing', async () => {
    const api = agencyApi({
      [`GET ${P.statements}`]: () => ({ body: onePage(STATEMENTS) }),
    });
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Commissions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Commission statements' });
    const march = (await within(table).findByText('March 2026')).closest('tr')!;
    expect(march).toHaveTextContent('$4,800.00');
    expect(march).toHaveTextContent('$720.00');
    expect(march).toHaveTextContent('$500.00');
    expect(within(table).getByText('February 2026')).toBeInTheDocument();
    // An agency reads its own months: no Agency column, no search by agency name.
    expect(within(table).queryByRole('columnheader', { name: 'Agency' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search by agency name' })).toBeNull();
    expect(api.callsTo('GET', P.statements)[0]!.query).toEqual({
      page: '0',
      size: '25',
      sort: 'period,desc',
    });

    await user.click(screen.getByRole('combobox', { name: 'Billing' }));
    await user.click(await screen.findByRole('option', { name: 'Direct billed' }));
    await waitFor(() =>
      expect(api.callsTo('GET', P.statements).at(-1)!.query).toMatchObject({
        agencyBilled: 'false',
        page: '0',
      }),
    );
  });

  it('downloads the statement of the month, year and format picked in the dialog', async () => {
    stubObjectUrls();
    const api = agencyApi({
      [`GET ${P.statements}`]: () => ({ body: onePage(STATEMENTS) }),
      [`GET ${P.statementDocument}`]: () => ({ body: 'month,premium' }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download statement' });
    // No agency to pick: an agency downloads its own.
    expect(within(dialog).queryByRole('combobox', { name: 'Agency' })).toBeNull();
    await pick(user, dialog, 'Year', lastYear);
    await pick(user, dialog, 'Month', 'March');
    await pick(user, dialog, 'Format', 'Spreadsheet');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(api.callsTo('GET', P.statementDocument)).toHaveLength(1));
    expect(api.callsTo('GET', P.statementDocument)[0]!.query).toEqual({
      year: lastYear,
      month: '3',
      format: 'csv',
    });
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says verbatim why a statement could not be downloaded', async () => {
    let status = 404;
    agencyApi({
      [`GET ${P.statements}`]: () => ({ body: onePage(STATEMENTS) }),
      [`GET ${P.statementDocument}`]: () =>
        status === 200 ? { body: '%PDF-1.7' } : { status, body: { message: 'Not found.' } },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download statement' });
    const download = within(dialog).getByRole('button', { name: 'Download' });

    await user.click(download);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^No invoice\/statements found for this month\.$/,
    );
    status = 500;
    await user.click(download);
    expect(await within(dialog).findByText(M.statementFailed)).toBeInTheDocument();
    // Fetched, but the browser could not save it.
    stubObjectUrls(() => {
      throw new Error('Blocked by the browser');
    });
    status = 200;
    await user.click(download);
    expect(await within(dialog).findByText(M.downloadFailed)).toBeInTheDocument();
  });

  it('provider staff see every agency’s months, search them and download a row’s statement', async () => {
    stubObjectUrls();
    const api = staffApi({
      [`GET ${P.statements}`]: () => ({ body: onePage(STATEMENTS) }),
      [`GET ${P.statementDocument}`]: () => ({ body: 'month,premium' }),
    });
    const { user } = renderApp(STAFF_PAGE);
    const table = await screen.findByRole('table', { name: 'Commission statements' });
    expect(await within(table).findByRole('columnheader', { name: 'Agency' })).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', {
        name: 'Download the spreadsheet statement of Harbor Risk Partners for March 2026',
      }),
    );
    await waitFor(() => expect(api.callsTo('GET', P.statementDocument)).toHaveLength(1));
    expect(api.callsTo('GET', P.statementDocument)[0]!.query).toEqual({
      year: '2026',
      month: '3',
      format: 'csv',
      agencyId: AGENCY_ID,
    });

    await user.type(screen.getByRole('textbox', { name: 'Search by agency name' }), 'Harb');
    await waitFor(() =>
      expect(api.callsTo('GET', P.statements).at(-1)!.query).toMatchObject({ search: 'Harb' }),
    );
  });

  it('provider staff must pick the agency whose statement the dialog downloads', async () => {
    stubObjectUrls();
    const api = staffApi({
      [`GET ${P.statements}`]: () => ({ body: onePage(STATEMENTS) }),
      [`GET ${P.statementDocument}`]: () => ({ body: '%PDF-1.7' }),
      'GET /api/account/v1/agency/search': () => ({ body: onePage([agency()], 100) }),
    });
    const { user } = renderApp(STAFF_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download statement' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(M.agencyRequired)).toBeInTheDocument();
    expect(api.callsTo('GET', P.statementDocument)).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: 'Agency' }), 'Harb');
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.callsTo('GET', P.statementDocument)).toHaveLength(1));
    const now = new Date();
    expect(api.callsTo('GET', P.statementDocument)[0]!.query).toEqual({
      year: String(now.getUTCFullYear()),
      month: String(now.getUTCMonth() + 1),
      format: 'pdf',
      agencyId: AGENCY_ID,
    });
  });
});

async function pick(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}
