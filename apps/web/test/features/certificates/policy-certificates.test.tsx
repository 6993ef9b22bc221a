import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATHS,
  type AdditionalInsured,
  type Certificate,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signIn,
  signInProviderAdmin,
  type Handler,
} from '../../support/helpers.tsx';
import { POLICY_ID, POLICY_PATH, SEARCH_PATH, policy } from '../../support/policies-fixtures.ts';

/**
 * The additional insureds and the certificate of insurance on a policy's drawer (spec 3 §2,
 * §5, §8): who sees ADD/EDIT and the certificate, the editor's rules and success, the
 * certificate's holder messages, its download under the server's name and its e-mail.
 */

const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];
const CARRIER = ['dashboard:view', 'binder:view', 'policy:view'];

const INSUREDS = CERTIFICATE_PATHS.additionalInsureds(POLICY_ID);
const CERTIFICATE = CERTIFICATE_PATHS.certificate(POLICY_ID);
const EMAIL = CERTIFICATE_PATHS.email(POLICY_ID);
const NAICS = '/api/account/v1/naics/search';

const inForce = (over: Parameters<typeof policy>[0] = {}) =>
  policy({
    status: 'IN FORCE',
    isPaid: true,
    issuedOn: '2026-11-22T10:00:00.000Z',
    revision: 1,
    ...over,
  });

const insured = (over: Partial<AdditionalInsured> = {}): AdditionalInsured => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  policyId: POLICY_ID,
  businessName: 'Bayside Property Management LLC',
  address1: '200 Harbor Way',
  address2: 'Suite 4',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  naicsCode: '531311',
  naicsDescription: 'Residential Property Managers',
  created: '2026-11-23T10:00:00.000Z',
  modified: '2026-11-23T10:00:00.000Z',
  ...over,
});

/** The list, the policy, its (empty) transactions, and the section's own calls. */
const handlersFor = (
  open = inForce(),
  handlers: Record<string, Handler> = {},
): Record<string, Handler> => ({
  [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([open], 20) }),
  [`GET ${POLICY_PATH}`]: () => ({ body: open }),
  [`GET /api/policy/v1/${POLICY_ID}/revisions`]: () => ({ body: { revisions: [] } }),
  [`GET ${INSUREDS}`]: () => ({ body: { additionalInsureds: [insured()] } }),
  ...handlers,
});

function agency(open = inForce(), handlers: Record<string, Handler> = {}) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    ...handlersFor(open, handlers),
  });
}

function staff(open = inForce(), handlers: Record<string, Handler> = {}) {
  signInProviderAdmin(STAFF);
  return mockApi({ ...shellHandlers(providerAdminMe(STAFF)), ...handlersFor(open, handlers) });
}

function policyholder(open = inForce(), handlers: Record<string, Handler> = {}) {
  const permissions = ['dashboard:view', 'quote:view', 'policy:view'];
  signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
  const me = buildMe({
    permissions,
    subscriberType: 'CUSTOMER',
    account: {
      ...buildMe().account,
      id: 'account-9',
      name: 'Acme Dental Group',
      accountType: 'CUSTOMER',
      npn: null,
    },
  });
  return mockApi({ ...shellHandlers(me), ...handlersFor(open, handlers) });
}

function carrier(open = inForce()) {
  signIn({ accountId: 'carrier-1', accountType: 'CARRIER', subscriberType: 'CARRIER' });
  const me = buildMe({
    permissions: CARRIER,
    subscriberType: 'CARRIER',
    account: {
      ...buildMe().account,
      id: 'carrier-1',
      name: 'Keystone Specialty Insurance Co.',
      accountType: 'CARRIER',
      npn: null,
    },
  });
  return mockApi({ ...shellHandlers(me), ...handlersFor(open) });
}

/** The section of the policy's drawer, opened from the address. */
async function openSection(persona: string) {
  const rendered = renderApp(`/${persona}/policies?policy=${POLICY_ID}`);
  const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-US-2026-0000123' });
  const section = await within(drawer).findByRole('region', { name: 'Additional insureds' });
  await within(section).findByText('Bayside Property Management LLC');
  return { ...rendered, drawer, section };
}

type User = ReturnType<typeof renderApp>['user'];

async function chooseOption(user: User, container: HTMLElement, combobox: string, option: string) {
  await user.click(within(container).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('who sees what', () => {
  it('the agency lists the additional insureds, with ADD, EDIT and the certificate', async () => {
    agency();
    const { section } = await openSection('agency');
    expect(
      within(section).getByText('200 Harbor Way, Suite 4, Boston, MA 02110'),
    ).toBeInTheDocument();
    expect(within(section).getByText('531311 – Residential Property Managers')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Edit Bayside Property Management LLC' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Certificate of insurance' }),
    ).toBeInTheDocument();
  });

  it('the policyholder reads them (read-only) and may ask for a certificate', async () => {
    policyholder();
    const { section } = await openSection('customer');
    expect(within(section).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(
      within(section).getByRole('button', { name: 'Certificate of insurance' }),
    ).toBeInTheDocument();
  });

  it('a carrier reads them only', async () => {
    carrier();
    const { section } = await openSection('carrier');
    expect(within(section).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Certificate of insurance' })).toBeNull();
  });

  it('an ended policy keeps its list, read-only, with no certificate', async () => {
    agency(inForce({ status: 'EXPIRED' }));
    const { section } = await openSection('agency');
    expect(within(section).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Certificate of insurance' })).toBeNull();
  });

  it('a binder has no such section, and asks for nothing', async () => {
    const api = agency(policy());
    renderApp(`/agency/binders?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
    expect(within(drawer).queryByRole('region', { name: 'Additional insureds' })).toBeNull();
    expect(api.callsTo('GET', INSUREDS)).toHaveLength(0);
  });

  it("says the spec's message when the list cannot be fetched", async () => {
    agency(inForce(), { [`GET ${INSUREDS}`]: () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp(`/agency/policies?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-US-2026-0000123' });
    expect(await within(drawer).findByText(CERTIFICATE_MESSAGES.fetchFailed)).toBeInTheDocument();
  });
});

describe('Add Additional Insured Coverage', () => {
  it('holds the fields to the rules, then adds one with its industry', async () => {
    const added = insured({
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      businessName: 'Harbor Landlord Inc',
    });
    const api = staff(inForce(), {
      [`POST ${INSUREDS}`]: () => ({ status: 201, body: added }),
      [`GET ${NAICS}`]: () => ({
        body: onePage(
          [
            {
              naicsCode: '531120',
              primaryIndustry: 'Real Estate',
              secondaryIndustry: 'Lessors of Nonresidential Buildings',
            },
          ],
          25,
        ),
      }),
    });
    const { section, user } = await openSection('admin');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Additional Insured Coverage' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Organization Name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP Code is required',
      'Industry is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', INSUREDS)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Organization Name/), 'Harbor Landlord Inc');
    await user.type(within(dialog).getByLabelText(/^Address \*/), '9 Dock Square');
    await user.type(within(dialog).getByLabelText(/^City/), 'Boston');
    await chooseOption(user, dialog, 'State', 'Massachusetts');
    await user.type(within(dialog).getByLabelText(/^ZIP Code/), '00000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid ZIP Code')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^ZIP Code/));
    await user.type(within(dialog).getByLabelText(/^ZIP Code/), '02109');
    await user.type(within(dialog).getByRole('combobox', { name: /^Industry/ }), '5311');
    await user.click(await screen.findByText('Lessors of Nonresidential Buildings'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(CERTIFICATE_MESSAGES.additionalInsuredSaved),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', INSUREDS).map((call) => call.body)).toEqual([
      {
        businessName: 'Harbor Landlord Inc',
        address1: '9 Dock Square',
        address2: '',
        city: 'Boston',
        state: 'MA',
        zipCode: '02109',
        naicsCode: '531120',
        naicsDescription: 'Lessors of Nonresidential Buildings',
      },
    ]);
    await waitFor(() => expect(api.callsTo('GET', INSUREDS).length).toBeGreaterThan(1));
  });

  it('edits one, prefilled, and keeps a refusal in the dialog', async () => {
    const one = CERTIFICATE_PATHS.additionalInsured(POLICY_ID, insured().id);
    let attempts = 0;
    const api = agency(inForce(), {
      [`PUT ${one}`]: () =>
        ++attempts === 1
          ? { status: 409, body: { message: CERTIFICATE_MESSAGES.notCertifiable } }
          : { body: insured({ businessName: 'Bayside Property Group LLC' }) },
    });
    const { section, user } = await openSection('agency');
    await user.click(
      within(section).getByRole('button', { name: 'Edit Bayside Property Management LLC' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Additional Insured Coverage' });
    const name = within(dialog).getByLabelText(/^Organization Name/);
    expect(name).toHaveValue('Bayside Property Management LLC');
    expect(within(dialog).getByRole('combobox', { name: /^Industry/ })).toHaveValue(
      '531311 – Residential Property Managers',
    );
    await user.clear(name);
    await user.type(name, 'Bayside Property Group LLC');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(CERTIFICATE_MESSAGES.notCertifiable),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(CERTIFICATE_MESSAGES.additionalInsuredSaved),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', one).at(-1)?.body).toMatchObject({
      businessName: 'Bayside Property Group LLC',
      address2: 'Suite 4',
      naicsCode: '531311',
      naicsDescription: 'Residential Property Managers',
    });
  });
});

describe('Certificate of insurance', () => {
  const certificate: Certificate = {
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    policyId: POLICY_ID,
    docType: 'Certificate_Holder',
    additionalInsuredId: null,
    holderName: 'Commonwealth Office Leasing Inc',
    fileName: 'Acme_Dental_Group-CYB-US-2026-0000123-Policy-Certificate.pdf',
    created: '2026-11-27T10:00:00.000Z',
  };
  const DOCUMENT = CERTIFICATE_PATHS.certificateDocument(POLICY_ID, certificate.id);

  function savedFiles() {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cert'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    return saved;
  }

  async function openDialog(persona: string) {
    const opened = await openSection(persona);
    await opened.user.click(
      within(opened.section).getByRole('button', { name: 'Certificate of insurance' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Certificate of insurance' });
    return { ...opened, dialog };
  }

  it("holds a certificate holder to the spec's messages, then downloads it under the server's name", async () => {
    const saved = savedFiles();
    const api = policyholder(inForce(), {
      [`POST ${CERTIFICATE}`]: () => ({ status: 201, body: certificate }),
      [`GET ${DOCUMENT}`]: () => ({ body: '%PDF-1.7' }),
    });
    const { dialog, user } = await openDialog('customer');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    // verbatim, trailing spaces included
    const exact = { normalizer: (text: string) => text };
    for (const message of [
      CERTIFICATE_MESSAGES.holderOrganizationRequired,
      CERTIFICATE_MESSAGES.holderAddressRequired,
      CERTIFICATE_MESSAGES.holderCityRequired,
      CERTIFICATE_MESSAGES.holderStateRequired,
      'ZIP Code is required',
    ]) {
      expect(await within(dialog).findByText(message, exact)).toBeInTheDocument();
    }
    await user.type(
      within(dialog).getByLabelText(/^Organization Name/),
      'Commonwealth Office Leasing Inc',
    );
    await user.type(within(dialog).getByLabelText(/^Address/), '1 Federal Street');
    await user.type(within(dialog).getByLabelText(/^City/), 'Boston');
    await chooseOption(user, dialog, 'State', 'Massachusetts');
    await user.type(within(dialog).getByLabelText(/^ZIP Code/), '02110');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText(CERTIFICATE_MESSAGES.generated)).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([certificate.fileName]));
    expect(api.callsTo('POST', CERTIFICATE).map((call) => call.body)).toEqual([
      {
        docType: 'Certificate_Holder',
        organizationName: 'Commonwealth Office Leasing Inc',
        address1: '1 Federal Street',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
      },
    ]);
    expect(api.callsTo('GET', DOCUMENT)).toHaveLength(1);
  });

  it('e-mails a certificate naming an additional insured, and shows the confirmation', async () => {
    const api = agency(inForce(), {
      [`POST ${EMAIL}`]: () => ({
        status: 202,
        body: { message: CERTIFICATE_MESSAGES.emailRequested, email: 'leasing@bayside.example' },
      }),
    });
    const { dialog, user } = await openDialog('agency');
    await chooseOption(
      user,
      dialog,
      'Certificate for',
      'Bayside Property Management LLC (additional insured)',
    );
    // the holder is the additional insured as stored
    expect(within(dialog).getByLabelText(/^Organization Name/)).toHaveValue(
      'Bayside Property Management LLC',
    );
    expect(within(dialog).getByLabelText(/^Organization Name/)).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Email/), 'leasing@bayside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.emailRequested)).toBeInTheDocument();
    expect(api.callsTo('POST', EMAIL).map((call) => call.body)).toEqual([
      {
        docType: 'Additional_Insured',
        additionalInsuredId: insured().id,
        email: 'leasing@bayside.example',
      },
    ]);
  });

  it("shows the spec's failures: a refusal with its reason, a fault alone", async () => {
    let calls = 0;
    agency(inForce(), {
      [`POST ${EMAIL}`]: () =>
        ++calls === 1
          ? { status: 409, body: { message: CERTIFICATE_MESSAGES.notCertifiable } }
          : { status: 500, body: { message: 'boom' } },
      [`POST ${CERTIFICATE}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    const { dialog, user } = await openDialog('agency');
    await chooseOption(
      user,
      dialog,
      'Certificate for',
      'Bayside Property Management LLC (additional insured)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent(CERTIFICATE_MESSAGES.emailFailed);
    expect(refused).toHaveTextContent(CERTIFICATE_MESSAGES.notCertifiable);
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        CERTIFICATE_MESSAGES.emailRequestFailed,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        CERTIFICATE_MESSAGES.documentFailed,
      ),
    );
  });
});
