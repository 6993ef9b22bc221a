import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
} from '../../support/helpers.tsx';
import {
  DECLINE_SUBMISSION_PATH,
  SUBMISSIONS_PATH,
  SUBMISSION_ID,
  SUBMISSION_PATH,
  submission,
  submissionDetail,
} from '../../support/submissions-fixtures.ts';
import { AGENT, underwriterHandlers } from '../../support/underwriting-fixtures.ts';

const UK_ROW = submission({
  id: '5d6c1e2a-7b3f-4a51-9c0e-1f2a3b4c5d02',
  companyName: 'Thames Widgets Ltd',
  agencyName: 'Albion Brokers',
  agentName: null,
  source: 'REQUEST',
  status: 'QUOTED',
  products: ['P_ONE'],
  quoteCount: 1,
  needByDate: null,
  currency: 'GBP',
  lowestPremium: 98_765,
});

/** The query strings the list was asked with, in order. */
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', SUBMISSIONS_PATH).map((c) => c.query);

const underwriter = (handlers: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    ...underwriterHandlers(),
    [`GET ${SUBMISSIONS_PATH}`]: () => ({ body: onePage([submission(), UK_ROW], 20) }),
    [`GET ${SUBMISSION_PATH}`]: () => ({ body: submissionDetail() }),
    ...handlers,
  });

/** Opens the submission's drawer from its row and waits for its quotes. */
async function openSubmission(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Open submission for Beacon Hill Pediatrics' }),
  );
  const drawer = await screen.findByRole('dialog', {
    name: 'Submission for Beacon Hill Pediatrics',
  });
  await within(drawer).findByRole('table', { name: 'Quotes' });
  return drawer;
}

describe('submissions', () => {
  it('asks for 20 rows without declined ones and shows each submission', async () => {
    const api = underwriter();
    renderApp('/admin/submissions');
    expect(await screen.findByRole('heading', { name: 'Submissions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Submissions' });
    const first = (await within(table).findAllByRole('row'))[1]!;
    await within(first).findByText('Beacon Hill Pediatrics');
    expect(within(first).getByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(first).getByText('Jordan Reyes')).toBeInTheDocument();
    expect(within(first).getByText('Prime 100, Prime 250')).toBeInTheDocument();
    expect(within(first).getByText('Referred')).toBeInTheDocument();
    expect(within(first).getByText('$1,234.56')).toBeInTheDocument();
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('Quoted')).toBeInTheDocument();
    expect(within(second).getByText('£987.65')).toBeInTheDocument();
    expect(listQueries(api)[0]).toEqual({ page: '0', size: '20', declined: 'false' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Submissions' })).toHaveAttribute(
      'href',
      '/admin/submissions',
    );
  });

  it('searches by company name and shows declined submissions on request', async () => {
    const api = underwriter();
    const { user } = renderApp('/admin/submissions');
    await screen.findByText('Thames Widgets Ltd');
    await user.type(screen.getByLabelText('Search by company name'), 'Beacon');
    await waitFor(() => expect(listQueries(api).at(-1)!.search).toBe('Beacon'));
    await user.click(screen.getByLabelText('Show declined'));
    await waitFor(() => expect(listQueries(api).at(-1)!.declined).toBeUndefined());
    expect(listQueries(api).at(-1)).toMatchObject({ page: '0', size: '20', search: 'Beacon' });
  });

  it('says No Data when there is no submission', async () => {
    mockApi({
      ...underwriterHandlers(),
      [`GET ${SUBMISSIONS_PATH}`]: () => ({ body: onePage([], 20) }),
    });
    renderApp('/admin/submissions');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('opens a submission with its quotes, linked to the workbench for underwriters', async () => {
    const api = underwriter();
    const { user, router } = renderApp('/admin/submissions');
    const drawer = await openSubmission(user);
    expect(router.state.location.search).toBe(`?submission=${SUBMISSION_ID}`);
    expect(
      within(drawer).getByRole('heading', { name: 'Submission for Beacon Hill Pediatrics' }),
    ).toBeInTheDocument();
    const quotes = within(drawer).getByRole('table', { name: 'Quotes' });
    const rows = within(quotes).getAllByRole('row');
    expect(within(rows[1]!).getByText('Prime 100')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Referred')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$4,567.89')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Ready')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open quote Q-2026-0000201' })).toHaveAttribute(
      'href',
      '/admin/inbox/P100/6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11',
    );
    expect(within(drawer).getByRole('button', { name: 'Decline submission' })).toBeInTheDocument();
    expect(api.callsTo('GET', SUBMISSION_PATH)).toHaveLength(1);
  });

  it('opens the submission named in the address (the workbench’s link)', async () => {
    underwriter();
    renderApp(`/admin/submissions?submission=${SUBMISSION_ID}`);
    const drawer = await screen.findByRole('dialog', {
      name: 'Submission for Beacon Hill Pediatrics',
    });
    expect(
      await within(drawer).findByRole('link', { name: 'Open quote Q-2026-0000202' }),
    ).toBeInTheDocument();
  });

  it('an agency opens its quotes on the QUOTES tab and may not decline', async () => {
    signIn({ scopes: AGENT });
    mockApi({
      ...shellHandlers(buildMe({ permissions: AGENT })),
      [`GET ${SUBMISSIONS_PATH}`]: () => ({ body: onePage([submission()], 20) }),
      [`GET ${SUBMISSION_PATH}`]: () => ({ body: submissionDetail({ canDecline: false }) }),
    });
    const { user } = renderApp('/agency/submissions');
    const drawer = await openSubmission(user);
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Submissions', hidden: true })).toHaveAttribute(
      'href',
      '/agency/submissions',
    );
    expect(within(drawer).getByRole('link', { name: 'Open quote Q-2026-0000201' })).toHaveAttribute(
      'href',
      '/agency/quotes',
    );
    expect(
      within(drawer).queryByRole('button', { name: 'Decline submission' }),
    ).not.toBeInTheDocument();
    expect(
      within(drawer).queryByRole('link', { name: 'Request more quotes' }),
    ).not.toBeInTheDocument();
  });

  it('an agency requests more quotes into an open submission (the submissions-* steps)', async () => {
    signIn({ scopes: AGENT });
    mockApi({
      ...shellHandlers(buildMe({ permissions: AGENT })),
      [`GET ${SUBMISSIONS_PATH}`]: () => ({ body: onePage([submission()], 20) }),
      [`GET ${SUBMISSION_PATH}`]: () => ({
        body: submissionDetail({ canDecline: false, canAddQuotes: true }),
      }),
    });
    const { user } = renderApp('/agency/submissions');
    const drawer = await openSubmission(user);
    expect(within(drawer).getByRole('link', { name: 'Request more quotes' })).toHaveAttribute(
      'href',
      `/agency/requestQuote/P100/${submission().accountId}/no-quote/submissions-verify?submissionId=${SUBMISSION_ID}`,
    );
  });

  it('decline: required reason and description, fill-in text, the server’s first error, then the message', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: {} };
    const declined = submissionDetail({
      submission: submission({ status: 'DECLINED', declinationReason: 'FILL_IN_OPTION' }),
      canDecline: false,
    });
    let current = submissionDetail();
    const api = underwriter({
      [`GET ${SUBMISSION_PATH}`]: () => ({ body: current }),
      [`PUT ${DECLINE_SUBMISSION_PATH}`]: () => {
        if (answer.status === 200) current = declined;
        return answer;
      },
    });
    const { user } = renderApp('/admin/submissions');
    const drawer = await openSubmission(user);
    await user.click(within(drawer).getByRole('button', { name: 'Decline submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline submission' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Declination Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason Description is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Declination Reason/ }));
    expect(await screen.findByRole('option', { name: 'Size is too Big' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Fill-in option' }));
    await user.type(within(dialog).getByLabelText(/Reason Description/), 'Outside appetite');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Fill-In text is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Fill-In text/), 'Crypto exchange');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify the agent' }));

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Failed to decline submission')).toBeInTheDocument();

    answer = {
      status: 409,
      body: { message: 'Conflict', errors: ['This submission has already been declined'] },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('This submission has already been declined'),
    ).toBeInTheDocument();

    answer = { status: 200, body: { message: 'Submission declined', detail: declined } };
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Submission declined')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline submission' })).not.toBeInTheDocument(),
    );
    // The drawer shows the submission as the answer has it: declined, with nothing left to do.
    expect(within(drawer).getByText('Declined')).toBeInTheDocument();
    expect(within(drawer).getByText('Fill-in option')).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', { name: 'Decline submission' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('PUT', DECLINE_SUBMISSION_PATH).at(-1)!.body).toEqual({
      declinationReason: 'FILL_IN_OPTION',
      declinationReasonDescription: 'Outside appetite',
      fillInDeclinationReason: 'Crypto exchange',
      isNotificationEnabled: false,
    });
  });
});
