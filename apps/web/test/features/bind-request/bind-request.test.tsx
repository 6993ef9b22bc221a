import type { BindStatus, QuoteView, Signature, WholesaleQuote } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
  type Handler,
} from '../../support/helpers.tsx';
import { SEARCH_PATH } from '../../support/policies-fixtures.ts';
import { quote } from '../../support/quotes-fixtures.ts';

const MANAGE = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
const READY = quote();
const STATUS_PATH = `/api/quote/v1/${READY.id}/bind-status`;

const bindStatus = (over: Partial<BindStatus> = {}): BindStatus => ({
  agencyStatus: 'OPEN',
  isVerifiedByAgent: false,
  verifiedDate: null,
  bindRequestedAt: null,
  surplusNoticeRequired: false,
  signatures: [],
  ...over,
});

const signature = (over: Partial<Signature> = {}): Signature => ({
  id: 'sig-1',
  kind: 'APPLICATION',
  signerName: 'Casey Morgan',
  signerEmail: 'customer@example.com',
  signedAt: '2026-11-26T10:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Browser',
  documentSha256: 'a'.repeat(64),
  state: 'RI',
  ...over,
});

function agent(handlers: Record<string, Handler> = {}, q: QuoteView = READY) {
  signIn({ scopes: MANAGE });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: MANAGE })),
    'GET /api/quote/v1/search': () => ({ body: onePage([q], 20) }),
    [`GET /api/quote/v1/${q.id}`]: () => ({ body: q }),
    [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([], 20) }),
    [`GET /api/account/v1/accounts/${q.accountId}/agencies`]: () => ({
      body: { data: { agencies: [], contact: null } },
    }),
    ...handlers,
  });
}

async function openDrawer(user: ReturnType<typeof renderApp>['user'], q: QuoteView = READY) {
  await user.click(await screen.findByRole('button', { name: `Actions ${q.quoteNumber}` }));
  const menu = await screen.findByRole('menu', { name: `Actions ${q.quoteNumber}` });
  await user.click(within(menu).getByRole('menuitem', { name: 'View quote' }));
  await screen.findByRole('heading', { name: new RegExp(q.quoteNumber), level: 2 });
  return screen.findByRole('region', { name: 'Request to bind' });
}

describe('the bind card of a quote (verified by agent, request to bind)', () => {
  it('locks Request to bind until the agent verifies; verifying sends the facts and locks the box', async () => {
    let status = bindStatus();
    const api = agent({
      [`GET ${STATUS_PATH}`]: () => ({ body: status }),
      [`PATCH /api/quote/v1/${READY.id}/verification`]: () => {
        status = bindStatus({ isVerifiedByAgent: true, verifiedDate: '2026-11-26T10:00:00.000Z' });
        return {
          body: {
            message: 'Account verified',
            isVerifiedByAgent: true,
            verifiedDate: status.verifiedDate,
          },
        };
      },
    });
    const { user } = renderApp('/agency/quotes');
    const card = await openDrawer(user);
    const box = within(card).getByRole('checkbox', { name: 'Verified by agent' });
    expect(box).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Request to bind' })).toBeDisabled();

    await user.click(box);
    const locked = await within(card).findByRole('checkbox', { name: /Verified by agent on Nov/ });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(api.callsTo('PATCH', `/api/quote/v1/${READY.id}/verification`)[0]!.body).toEqual({
      name: READY.companyName,
    });
    expect(within(card).getByRole('button', { name: 'Request to bind' })).toBeEnabled();
  });

  it('requests to bind with the policyholder contact: the call, the message, then Request Sent', async () => {
    let status = bindStatus({ isVerifiedByAgent: true, verifiedDate: '2026-11-26T10:00:00.000Z' });
    const api = agent({
      [`GET ${STATUS_PATH}`]: () => ({ body: status }),
      [`PUT /api/quote/v1/${READY.id}`]: () => {
        status = {
          ...status,
          agencyStatus: 'REQUEST_SENT',
          bindRequestedAt: '2026-11-26T11:00:00Z',
        };
        return { body: { message: 'Request to bind successfully sent' } };
      },
    });
    const { user } = renderApp('/agency/quotes');
    const card = await openDrawer(user);
    await user.click(within(card).getByRole('button', { name: 'Request to bind' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request to bind quote Q-2026-0000101',
    });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Patel');
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@acme.example');
    await user.type(within(dialog).getByLabelText(/Phone/), '4015550134');
    await user.click(within(dialog).getByRole('button', { name: 'Request to bind' }));
    expect(await screen.findByText('Request to bind successfully sent')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/quote/v1/${READY.id}`)[0]!.body).toEqual({
      customerFirstName: 'Sam',
      customerLastName: 'Patel',
      customerEmail: 'sam@acme.example',
      customerPhone: '(401) 555-0134',
    });
    // the quote refreshes a second later: the card now says Request Sent
    expect(
      await within(card).findByText('Request Sent', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("a refusal shows the server's reason in the dialog", async () => {
    agent({
      [`GET ${STATUS_PATH}`]: () => ({
        body: bindStatus({ isVerifiedByAgent: true, verifiedDate: '2026-11-26T10:00:00.000Z' }),
      }),
      [`PUT /api/quote/v1/${READY.id}`]: () => ({
        status: 409,
        body: { message: 'Only an open quote can be requested to bind.' },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    const card = await openDrawer(user);
    await user.click(within(card).getByRole('button', { name: 'Request to bind' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Patel');
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@acme.example');
    await user.type(within(dialog).getByLabelText(/Phone/), '4015550134');
    await user.click(within(dialog).getByRole('button', { name: 'Request to bind' }));
    expect(
      await within(dialog).findByText('Only an open quote can be requested to bind.'),
    ).toBeInTheDocument();
  });

  it('an LA surplus quote asks for the surplus lines notice; a signed application can be downloaded', async () => {
    const la = quote({ isSurplus: true, state: 'LA' });
    agent(
      {
        [`GET ${STATUS_PATH}`]: () => ({
          body: bindStatus({ surplusNoticeRequired: true, signatures: [signature()] }),
        }),
      },
      la,
    );
    const { user } = renderApp('/agency/quotes');
    const card = await openDrawer(user, la);
    expect(
      within(card).getByText('The LA surplus lines notice must be attested before binding.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Attest surplus lines notice' })).toHaveAttribute(
      'href',
      `/quote/${la.id}/attest-surplus-notice`,
    );
    expect(within(card).getByText(/Application signed by Casey Morgan on Nov/)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Download signed application' }),
    ).toBeInTheDocument();
  });
});

const wholesaleQuote = (over: Partial<WholesaleQuote> = {}): WholesaleQuote => ({
  id: READY.id,
  quoteNumber: READY.quoteNumber,
  product: 'P100',
  status: 'READY',
  currency: 'USD',
  companyName: 'Acme Dental Group',
  agencyName: 'Summit Wholesale Brokers',
  retailAgencyName: 'Main Street Insurance',
  retailAgentName: 'Rhea Tailor',
  agencyDescription: null,
  agent: { name: 'Wes Holt', email: 'wholesale@example.com', phone: null },
  effectiveDate: '2026-12-05',
  endDate: '2027-12-05',
  expiresOn: '2027-01-04',
  limit: 1_000_000,
  deductible: 25_000,
  premium: 120_000,
  fees: 5_000,
  surplusLinesTax: 0,
  totalPremium: 125_000,
  isSurplus: false,
  firmographics: {
    name: 'Acme Dental Group',
    state: 'RI',
    city: 'Providence',
    revenue: 5_000_000,
    noOfEmployeesAll: 40,
    naicsCode: '621210',
    domainName: 'acme.example',
    yearEstablished: 2001,
  },
  riskFactors: [{ label: 'Network Security', value: '72' }],
  coverages: [{ key: 'SECURITY_BREACH', label: 'Security Breach Expense', limit: 1_000_000 }],
  customer: { firstName: null, lastName: null, email: null, phone: null },
  bind: bindStatus(),
  ...over,
});

describe('the wholesale quote page (/quote/{id}/request-to-bind/{product})', () => {
  const page = `/quote/${READY.id}/request-to-bind/P100?token=tok-123`;
  const path = `/api/quote/v1/wholesale/${READY.id}`;

  it('shows the quote through the link (its token in the header, no session) and requests to bind once verified', async () => {
    let current = wholesaleQuote();
    const api = mockApi({
      [`GET ${path}`]: () => ({ body: current }),
      [`PATCH ${path}/verification`]: () => {
        current = wholesaleQuote({
          bind: bindStatus({ isVerifiedByAgent: true, verifiedDate: '2026-11-26T10:00:00Z' }),
        });
        return {
          body: { message: 'Account verified', isVerifiedByAgent: true, verifiedDate: 'x' },
        };
      },
      [`PUT ${path}/request-to-bind`]: () => {
        current = wholesaleQuote({
          bind: bindStatus({
            agencyStatus: 'REQUEST_SENT',
            isVerifiedByAgent: true,
            verifiedDate: '2026-11-26T10:00:00Z',
          }),
        });
        return { body: { message: 'Request to bind successfully sent' } };
      },
    });
    const { user } = renderApp(page);
    expect(
      await screen.findByRole('heading', { name: 'Quote Q-2026-0000101 for Acme Dental Group' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Rhea Tailor')).toBeInTheDocument();
    expect(screen.getByText('Security Breach Expense')).toBeInTheDocument();
    const [first] = api.callsTo('GET', path);
    expect(first!.headers['x-quote-link']).toBe('tok-123');
    expect(first!.headers.Authorization).toBeUndefined();

    const submit = screen.getByRole('button', { name: 'Request to bind' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Verified by agent' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request to bind' })).toBeEnabled(),
    );
    await user.type(screen.getByLabelText(/First Name/), 'Sam');
    await user.type(screen.getByLabelText(/Last Name/), 'Patel');
    await user.type(screen.getByLabelText(/Email/), 'sam@acme.example');
    await user.type(screen.getByLabelText(/Phone/), '4015550134');
    await user.click(screen.getByRole('button', { name: 'Request to bind' }));
    expect(await screen.findByText('Request to bind successfully sent')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${path}/request-to-bind`)[0]!.headers['x-quote-link']).toBe(
      'tok-123',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Request to Bind Quote Q-2026-0000101 has been sent' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it("a link that is not valid (401) shows the 'not able to view this quote' overlay", async () => {
    mockApi({ [`GET ${path}`]: () => ({ status: 401, body: { message: 'no' } }) });
    renderApp(page);
    const overlay = await screen.findByRole('dialog', {
      name: 'You are not able to view this quote',
    });
    expect(overlay).toHaveTextContent('Go back to the email and click the link again.');
  });

  it('an invalid quote: red heading and a blocking overlay with the reason and the agent', async () => {
    mockApi({
      [`GET ${path}`]: () => ({
        body: wholesaleQuote({
          status: 'DECLINED',
          agencyDescription: 'Poor Claims History',
          bind: bindStatus({ agencyStatus: 'INVALID' }),
        }),
      }),
    });
    renderApp(page);
    const overlay = await screen.findByRole('dialog', { name: 'This quote is no longer valid' });
    expect(overlay).toHaveTextContent('Reason: Poor Claims History');
    expect(overlay).toHaveTextContent('wholesale@example.com');
  });
});

describe('the named insured signs (/customer/quotes/{id}/sign/{product})', () => {
  it('OK is enabled only once the terms are accepted; signing shows the signature on file', async () => {
    const CUSTOMER = ['dashboard:view', 'quote:view', 'policy:view'];
    signIn({ scopes: CUSTOMER, accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    let status = bindStatus({ agencyStatus: 'REQUEST_SENT' });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: CUSTOMER })),
      [`GET /api/quote/v1/${READY.id}`]: () => ({ body: READY }),
      [`GET ${STATUS_PATH}`]: () => ({ body: status }),
      [`GET /api/quote/v1/attestation/${READY.id}/link`]: () => ({
        body: {
          url: `/api/quote/v1/attestation/${READY.id}/document`,
          fileName: 'Acme-Q-2026-0000101-application.pdf',
          quoteNumber: READY.quoteNumber,
          signed: false,
          terms: ['This policy is issued by Harbor Risk Partners and underwritten by Carrier A.'],
        },
      }),
      'POST /api/quote/v1/attest': () => {
        status = bindStatus({ agencyStatus: 'REQUEST_SENT', signatures: [signature()] });
        return { body: { message: 'Attested Successfully', signature: signature() } };
      },
    });
    const { user } = renderApp(`/customer/quotes/${READY.id}/sign/P100`);
    expect(
      await screen.findByText(
        'This policy is issued by Harbor Risk Partners and underwritten by Carrier A.',
      ),
    ).toBeInTheDocument();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read the application and accept the terms above.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Attested Successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/attest')[0]!.body).toEqual({
      quoteId: READY.id,
      accepted: true,
    });
    const onFile = await screen.findByRole('status');
    expect(onFile).toHaveTextContent('Signature on file');
    expect(onFile).toHaveTextContent(`SHA-256 of the document signed: ${'a'.repeat(64)}`);
    expect(within(onFile).getByRole('link', { name: 'Go to my policies' })).toHaveAttribute(
      'href',
      '/customer/policies',
    );
  });
});

describe('the surplus lines notice (/quote/{id}/attest-surplus-notice)', () => {
  it('opens in the agent’s shell; the checkbox is required; attesting shows the thank-you overlay', async () => {
    const la = quote({ isSurplus: true, state: 'LA' });
    let status = bindStatus({ surplusNoticeRequired: true });
    const api = agent({
      [`GET ${STATUS_PATH}`]: () => ({ body: status }),
      'POST /api/quote/v1/surplus/attest': () => {
        status = bindStatus({
          surplusNoticeRequired: true,
          signatures: [signature({ kind: 'SURPLUS_NOTICE', state: 'LA' })],
        });
        return {
          body: {
            message: 'Attested Successfully',
            signature: signature({ kind: 'SURPLUS_NOTICE' }),
          },
        };
      },
      [`GET /api/quote/v1/${la.id}`]: () => ({ body: la }),
    });
    const { user, router } = renderApp(`/quote/${la.id}/attest-surplus-notice`);
    expect(
      await screen.findByRole('heading', { name: 'Louisiana surplus lines notice' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/agency/quotes/${la.id}/attest-surplus-notice`);
    expect(screen.getByText(/licensed surplus lines broker/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attest' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I attest to the notice above.' }));
    await user.click(screen.getByRole('button', { name: 'Attest' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(thanks).toHaveTextContent('the signature is on file');
    expect(api.callsTo('POST', '/api/quote/v1/surplus/attest')[0]!.body).toEqual({
      quoteId: la.id,
      accepted: true,
      state: 'LA',
    });
  });
});
