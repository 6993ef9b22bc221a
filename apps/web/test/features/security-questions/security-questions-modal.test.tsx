import { emptySecurityAnswers } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers.tsx';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import {
  SecurityQuestionsModal,
  type SecurityQuestionsModalData,
} from '../../../src/features/security-questions/index.ts';
import { account } from '../../support/accounts-fixtures.ts';
import {
  buildMe,
  mockApi,
  renderApp,
  signIn,
  type Handler,
  setupUser,
} from '../../support/helpers.tsx';

const accountId = account().id;
const path = (rest: string) => `/api/account/v1/accounts/${accountId}/${rest}`;
const stored = (overrides: Record<string, unknown> = {}) => ({
  ...emptySecurityAnswers(),
  accountId,
  lastSecurityAnswered: null,
  ...overrides,
});

afterEach(() => resetModals());

function renderModal(data: SecurityQuestionsModalData, handlers: Record<string, Handler> = {}) {
  signIn();
  const api = mockApi({
    [`GET ${path('security-questions')}`]: () => ({ body: stored() }),
    ...handlers,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onClose = vi.fn();
  const user = setupUser();
  render(
    <AppProviders queryClient={queryClient}>
      <SecurityQuestionsModal data={data} onClose={onClose} />
    </AppProviders>,
  );
  return { api, onClose, user };
}

const group = (name: string | RegExp) => screen.getByRole('radiogroup', { name });
const answer = async (
  user: ReturnType<typeof setupUser>,
  question: string | RegExp,
  choice: 'Yes' | 'No' | 'Uncertain',
) => user.click(within(group(question)).getByRole('radio', { name: choice }));

describe('security questions modal, quote variant: sections by coverage (spec 3 §5)', () => {
  it('coverage 24 only: the Cyber Crime Loss questions, required; save actions emit', async () => {
    const onSaved = vi.fn();
    const { api, user, onClose } = renderModal(
      { accountId, variant: 'quote', coverageIds: [24], quoteId: 'q-1', onSaved },
      {
        [`PUT ${path('security-questions')}`]: (call) => ({
          body: {
            ...stored(call.body as Record<string, unknown>),
            lastSecurityAnswered: 1_790_000_000,
            requotedQuotes: [],
          },
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Cyber Crime Loss' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contingent System Failure' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Full System Failure' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open Cart' }));
    expect(await screen.findAllByText('Please select an answer')).toHaveLength(3);
    expect(api.callsTo('PUT', path('security-questions'))).toHaveLength(0);

    await answer(user, /verify new or changed bank account/, 'Yes');
    await answer(user, /second channel/, 'No');
    await answer(user, /two people/, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Open Cart' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toBe('open-cart');
    expect(api.callsTo('PUT', path('security-questions'))[0]!.body).toMatchObject({
      accountId,
      coverageIds: [24],
      quoting: true,
      quoteId: 'q-1',
      isVerifyingBankAccounts: true,
      isAuthenticatingFundTransferRequests: false,
      isPreventingUnauthorizedWireTransfers: true,
    });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
  });

  it('coverage 34: Full System Failure with backupFrequency defaulting to SIX_MONTHS', async () => {
    renderModal({ accountId, variant: 'quote', coverageIds: [34] });
    expect(await screen.findByRole('heading', { name: 'Full System Failure' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: /How often are critical data backed up/ }),
    ).toHaveTextContent('Every six months');
    expect(group(/tested a full failover/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quote Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to List' })).toBeInTheDocument();
  });

  it('a failed save says so in a snackbar (newer wording)', async () => {
    const { user } = renderModal(
      { accountId, variant: 'quote', coverageIds: [23] },
      { [`PUT ${path('security-questions')}`]: () => ({ status: 500, body: { message: 'x' } }) },
    );
    await screen.findByRole('heading', { name: 'Contingent System Failure' });
    await answer(user, /security agreements/, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Quote Now' }));
    expect(
      await screen.findByText('Something went wrong. Please try again later'),
    ).toBeInTheDocument();
  });
});

describe('security questions modal, account variant', () => {
  it('not quoting, nothing chosen: all three sections show and are required; inline failure', async () => {
    const { user } = renderModal(
      { accountId },
      { [`PUT ${path('security-questions')}`]: () => ({ status: 500, body: { message: 'x' } }) },
    );
    for (const name of [
      'General',
      'Contingent System Failure',
      'Cyber Crime Loss',
      'Full System Failure',
    ]) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Not answered yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please select an answer')).toHaveLength(6);

    await answer(user, /security agreements/, 'No');
    await answer(user, /verify new or changed bank account/, 'Yes');
    await answer(user, /second channel/, 'Yes');
    await answer(user, /two people/, 'Yes');
    await answer(user, /tested a full failover/, 'Yes');
    await answer(user, /DMZ/, 'No');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update security questions.')).toBeInTheDocument();
  });

  it('the change-in-scope detail shows when the answer is Yes', async () => {
    const { user } = renderModal({ accountId });
    await screen.findByRole('heading', { name: 'General' });
    expect(screen.queryByLabelText('Describe the change')).toBeNull();
    await answer(user, /material change in operations/, 'Yes');
    expect(screen.getByLabelText('Describe the change')).toBeInTheDocument();
  });
});

const cyberFormEmpty = { accountId, cyberCrimePurchased: false, updatedAt: null };

describe('cyber underwriting form: conditional display (spec 3 §5)', () => {
  it('follow-ups appear with their answers; cyber-crime questions with Cyber Crime', async () => {
    const { user } = renderModal(
      { accountId, region: 'US' },
      {
        [`GET ${path('cyber-form')}`]: () => ({
          body: { ...cyberFormEmpty, backupFrequency: 'NEVER' },
        }),
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Cyber underwriting' }));
    await screen.findByRole('form', { name: 'US cyber underwriting form' });
    expect(screen.queryByRole('group', { name: /Backup types/ })).toBeNull();
    expect(screen.queryByLabelText('EDR vendor')).toBeNull();
    expect(screen.queryByLabelText(/Explain the MFA answers/)).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /dual authorization/ })).toBeNull();

    await answer(user, /endpoint detection and response/, 'Yes');
    expect(screen.getByLabelText('EDR vendor')).toBeInTheDocument();
    await answer(user, /^MFA for vendor access/, 'Uncertain');
    expect(screen.getByLabelText(/Explain the MFA answers/)).toBeInTheDocument();
    await answer(user, /^Disaster recovery plan/, 'No');
    expect(screen.getByLabelText(/Explain the plans/)).toBeInTheDocument();
    await answer(user, /Any cyber event/, 'Yes');
    expect(screen.getByLabelText('Describe the cyber event')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Cyber Crime is purchased' }));
    expect(group(/dual authorization/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/cyber-crime controls/)).toBeNull();
    await answer(user, /dual authorization/, 'No');
    expect(screen.getByLabelText(/cyber-crime controls/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please select an answer')).length).toBeGreaterThan(5);
  });

  it('UK accounts have no US cyber form tab', async () => {
    renderModal({ accountId, region: 'UK' });
    expect(await screen.findByRole('tab', { name: 'Tech E&O' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Cyber underwriting' })).toBeNull();
  });
});

describe('Tech E&O and social engineering', () => {
  it('the outage business-interruption follow-up shows when sustainedSystemOutage is Yes', async () => {
    const { user } = renderModal(
      { accountId },
      { [`GET ${path('tech-eo-form')}`]: () => ({ body: { accountId, updatedAt: null } }) },
    );
    await user.click(await screen.findByRole('tab', { name: 'Tech E&O' }));
    await screen.findByRole('form', { name: 'Tech E&O questions' });
    expect(screen.queryByRole('radiogroup', { name: /Did that outage interrupt/ })).toBeNull();
    await answer(user, /system outage over 12 hours/, 'Yes');
    expect(group(/Did that outage interrupt/)).toBeInTheDocument();
  });

  it('social engineering: all three answers required; the result and its reasons show', async () => {
    const result = {
      accountId,
      isVerifyingBankAccounts: false,
      isAuthenticatingFundTransferRequests: true,
      isPreventingUnauthorizedWireTransfers: true,
      isSurplus: false,
      socialEngineering: false,
      reasons: [
        'New or changed bank account details are not verified by a call-back to a known contact',
      ],
      checkedAt: '2026-11-20T10:00:00.000Z',
    };
    const { user, api } = renderModal(
      { accountId },
      {
        [`GET ${path('social-engineering')}`]: () => ({
          body: { ...result, isVerifyingBankAccounts: null, checkedAt: null, reasons: [] },
        }),
        [`POST ${path('social-engineering')}`]: () => ({ body: result }),
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Social engineering' }));
    await screen.findByRole('form', { name: 'Social engineering endorsement' });
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Please select an answer')).toBeInTheDocument();
    await answer(user, /verify new or changed bank account/, 'No');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Not eligible for social engineering')).toBeInTheDocument();
    expect(screen.getByText(result.reasons[0]!)).toBeInTheDocument();
    expect(api.callsTo('POST', path('social-engineering'))[0]!.body).toMatchObject({
      accountId,
      isVerifyingBankAccounts: false,
    });
  });
});

describe('account page', () => {
  it('"Security questions" opens the modal for the account', async () => {
    signIn({ scopes: ['role:operator'] });
    const me = buildMe({ permissions: ['dashboard:view', 'account:view', 'account:manage'] });
    const a = account();
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: me }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET /api/account/v1/accounts/${a.id}`]: () => ({ body: a }),
      [`GET /api/account/v1/accounts/${a.id}/score`]: () => ({
        body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
      }),
      [`GET /api/account/v1/accounts/${a.id}/notes`]: () => ({
        body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 50 },
      }),
      [`GET ${path('security-questions')}`]: () => ({
        body: stored({ lastSecurityAnswered: 1_790_000_000, isVerifyingBankAccounts: true }),
      }),
    });
    const { user } = renderApp(`/agency/accounts/${a.id}`);
    await user.click(await screen.findByRole('button', { name: 'Security questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Questions' });
    expect(await within(dialog).findByText(/^Last answered/)).toBeInTheDocument();
    expect(
      within(
        within(dialog).getByRole('radiogroup', { name: /verify new or changed bank account/ }),
      ).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
  });
});

describe('answers read by connected tools and the risk scan (decision 035)', () => {
  const reading = (over: Record<string, unknown>) => ({
    control: 'mfaEmail',
    value: true,
    detail: 'MFA enforced on all 48 mailboxes',
    source: 'Microsoft 365',
    sourceKind: 'CONNECTOR',
    vendor: 'Microsoft',
    observedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  });
  const readings = [
    reading({}),
    reading({
      control: 'mfaRemoteAccess',
      value: false,
      detail: 'Remote desktop (RDP) reachable from the internet',
      source: 'Risk scan',
      sourceKind: 'RISK_SCAN',
      vendor: null,
    }),
    reading({
      control: 'edr',
      detail: 'CrowdStrike protection active on all 52 devices',
      source: 'CrowdStrike Falcon',
      vendor: 'CrowdStrike',
    }),
  ];
  const withReadings = { [`GET ${path('security-readings')}`]: () => ({ body: { readings } }) };
  const checked = (question: RegExp) =>
    within(group(question))
      .getAllByRole('radio')
      .find((r) => (r as HTMLInputElement).checked)
      ?.getAttribute('value');

  it('pre-fills unanswered questions "from {source}", saved only when the broker saves', async () => {
    const { api, user } = renderModal(
      { accountId, variant: 'account' },
      {
        ...withReadings,
        [`PUT ${path('security-questions')}`]: (call) => ({
          body: { ...stored(call.body as Record<string, unknown>), requotedQuotes: [] },
        }),
      },
    );
    await screen.findByRole('heading', { name: 'General' });
    expect(checked(/^MFA for e-mail/)).toBe('true');
    expect(
      screen.getByText('From Microsoft 365: MFA enforced on all 48 mailboxes'),
    ).toBeInTheDocument();
    expect(checked(/^MFA for remote access/)).toBe('false');
    expect(
      screen.getByText('From Risk scan: Remote desktop (RDP) reachable from the internet'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', path('security-questions'))).toHaveLength(0);
    // the broker may change what a tool read before saving
    await answer(user, /^MFA for remote access/, 'Yes');
    await answer(user, /Third-party security|security agreements/, 'Yes');
    await answer(user, /verify new or changed bank account/, 'Yes');
    await answer(user, /second channel/, 'Yes');
    await answer(user, /two people/, 'Yes');
    await answer(user, /tested a full failover/, 'Yes');
    await answer(user, /DMZ/, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', path('security-questions'))).toHaveLength(1));
    expect(api.callsTo('PUT', path('security-questions'))[0]!.body).toMatchObject({
      mfaEmail: true,
      mfaRemoteAccess: true,
    });
  });

  it('never changes an answer a person gave; a reading that contradicts it is shown beside it', async () => {
    renderModal(
      { accountId, variant: 'account' },
      {
        ...withReadings,
        [`GET ${path('security-questions')}`]: () => ({
          body: stored({ mfaEmail: false, mfaRemoteAccess: false }),
        }),
      },
    );
    await screen.findByRole('heading', { name: 'General' });
    expect(checked(/^MFA for e-mail/)).toBe('false');
    expect(
      screen.getByText('Microsoft 365 reads Yes: MFA enforced on all 48 mailboxes'),
    ).toHaveAttribute('data-hint', 'warning');
    expect(screen.queryByText(/Risk scan/)).toBeNull();
  });

  it('while quoting, what the tools read is shown to confirm beside the coverage sections', async () => {
    renderModal({ accountId, variant: 'quote', coverageIds: [24] }, withReadings);
    expect(
      await screen.findByRole('heading', { name: 'Known from Microsoft 365 and Risk scan' }),
    ).toBeInTheDocument();
    expect(checked(/^MFA for e-mail/)).toBe('true');
    expect(checked(/^MFA for remote access/)).toBe('false');
    expect(screen.getByRole('heading', { name: 'Cyber Crime Loss' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
  });

  it('the cyber form takes EDR and its vendor from the tool', async () => {
    const { user } = renderModal(
      { accountId, region: 'US' },
      { ...withReadings, [`GET ${path('cyber-form')}`]: () => ({ body: cyberFormEmpty }) },
    );
    await user.click(await screen.findByRole('tab', { name: 'Cyber underwriting' }));
    await screen.findByRole('form', { name: 'US cyber underwriting form' });
    expect(checked(/endpoint detection and response/)).toBe('YES');
    expect(screen.getByLabelText('EDR vendor')).toHaveValue('CrowdStrike');
    expect(screen.getByText('From CrowdStrike Falcon')).toBeInTheDocument();
    expect(checked(/^MFA for e-mail/)).toBe('YES');
    expect(
      screen.getByText('From CrowdStrike Falcon: CrowdStrike protection active on all 52 devices'),
    ).toBeInTheDocument();
  });

  it('a failed read pre-fills nothing and still shows the questions', async () => {
    renderModal(
      { accountId, variant: 'account' },
      { [`GET ${path('security-readings')}`]: () => ({ status: 500, body: { message: 'x' } }) },
    );
    await screen.findByRole('heading', { name: 'General' });
    expect(checked(/^MFA for e-mail/)).toBeUndefined();
  });
});
