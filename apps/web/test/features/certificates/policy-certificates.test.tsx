import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATHS,
  type AdditionalInsured,
  type Certificate,
  type Policy,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onePage, renderApp, type Handler } from '../../support/helpers.tsx';
import { POLICY_ID, policy, ukPolicy } from '../../support/policies-fixtures.ts';
import {
  openPolicyDrawer,
  policyApiAs,
  type PolicyPersona,
} from '../../support/policy-personas.ts';

/**
 * The additional insureds and the certificate of insurance on a policy's drawer (spec 3 §2,
 * §5, §8): who sees ADD/EDIT and the certificate, the editor's rules and success, the
 * certificate's holder messages, its download under the server's name and its e-mail; a UK
 * policy's addresses (Town/City, County, Postcode by the shared UK rule).
 */

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

/** `who` signed in, the policy's drawer answered, its additional insureds, then the test's calls. */
const as =
  (who: PolicyPersona) =>
  (open: Policy = inForce(), handlers: Record<string, Handler> = {}) =>
    policyApiAs(who, open, {
      [`GET ${CERTIFICATE_PATHS.additionalInsureds(open.id)}`]: () => ({
        body: { additionalInsureds: [insured({ policyId: open.id })] },
      }),
      ...handlers,
    });

const agency = as('agency');
const staff = as('staff');
const policyholder = as('policyholder');
const carrier = as('carrier');

/** The section of the policy's drawer, opened from the address. */
async function openSection(
  who: PolicyPersona,
  shown: Policy = inForce(),
  firstInsured = 'Bayside Property Management LLC',
) {
  const opened = await openPolicyDrawer(who, shown);
  const section = await within(opened.drawer).findByRole('region', {
    name: 'Additional insureds',
  });
  await within(section).findByText(firstInsured);
  return { ...opened, section };
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
    const { section } = await openSection('policyholder');
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
    const { drawer } = await openPolicyDrawer('agency', inForce());
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
    const { section, user } = await openSection('staff');
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

  async function openDialog(who: PolicyPersona) {
    const opened = await openSection(who);
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
    const { dialog, user } = await openDialog('policyholder');
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

describe("a UK policy's addresses: Town/City, County and Postcode", () => {
  const UK = ukPolicy();
  const UK_INSUREDS = CERTIFICATE_PATHS.additionalInsureds(UK.id);
  const lettings = insured({
    policyId: UK.id,
    businessName: 'Thames Property Lettings Ltd',
    address1: '1 Canada Square',
    address2: 'Canary Wharf',
    city: 'London',
    state: 'Greater London',
    zipCode: 'E14 5AB',
  });

  /** A UK brokerage with its policy's drawer open, its additional insured listed. */
  async function openUkSection(handlers: Record<string, Handler> = {}) {
    const api = policyApiAs('brokerage', UK, {
      [`GET ${UK_INSUREDS}`]: () => ({ body: { additionalInsureds: [lettings] } }),
      ...handlers,
    });
    const opened = await openSection('brokerage', UK, lettings.businessName);
    return { ...opened, api };
  }

  it('lists an additional insured with its UK address: town, county, postcode', async () => {
    const { section } = await openUkSection();
    expect(
      within(section).getByText('1 Canada Square, Canary Wharf, London, Greater London, E14 5AB'),
    ).toBeInTheDocument();
  });

  it('the editor asks for a Town/City, an optional County and a Postcode, by the UK rule', async () => {
    const added = { ...lettings, id: 'a1b2c3d4-0000-4000-8000-000000000003' };
    const { section, user, api } = await openUkSection({
      [`POST ${UK_INSUREDS}`]: () => ({ status: 201, body: added }),
    });
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Additional Insured Coverage' });
    expect(within(dialog).getByLabelText(/^Town\/City \*/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'County' })).not.toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toBeRequired();
    expect(within(dialog).queryByRole('combobox', { name: /^State/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/^ZIP Code/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Town/City is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Postcode is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('State is required')).toBeNull();

    const values = {
      businessName: added.businessName,
      address1: added.address1,
      city: 'London',
      postcode: '02110',
    };
    await user.type(within(dialog).getByLabelText(/^Organization Name/), values.businessName);
    await user.type(within(dialog).getByLabelText(/^Address \*/), values.address1);
    await user.type(within(dialog).getByLabelText(/^Town\/City/), values.city);
    await user.type(within(dialog).getByLabelText(/^Postcode/), values.postcode);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid UK postal code')).toBeInTheDocument();
    expect(api.callsTo('POST', UK_INSUREDS)).toHaveLength(0);
  });

  it('the certificate holder: a County (optional) and a Postcode, its error, then the request', async () => {
    const { section, user, api } = await openUkSection({
      [`POST ${CERTIFICATE_PATHS.email(UK.id)}`]: () => ({
        status: 202,
        body: { message: CERTIFICATE_MESSAGES.emailRequested, email: 'agent@example.com' },
      }),
    });
    await user.click(within(section).getByRole('button', { name: 'Certificate of insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificate of insurance' });
    expect(within(dialog).getByRole('textbox', { name: 'County' })).not.toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toBeRequired();
    expect(within(dialog).queryByRole('combobox', { name: /^State/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    const exact = { normalizer: (text: string) => text };
    for (const message of [
      CERTIFICATE_MESSAGES.holderOrganizationRequired,
      CERTIFICATE_MESSAGES.holderAddressRequired,
      CERTIFICATE_MESSAGES.holderCityRequired,
      'Postcode is required',
    ]) {
      expect(await within(dialog).findByText(message, exact)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(CERTIFICATE_MESSAGES.holderStateRequired)).toBeNull();

    await user.type(
      within(dialog).getByLabelText(/^Organization Name/),
      'Albion Office Lettings Ltd',
    );
    await user.type(within(dialog).getByLabelText(/^Address/), '10 Lime Street');
    await user.type(within(dialog).getByLabelText(/^Town\/City/), 'London');
    await user.type(within(dialog).getByLabelText(/^County/), 'City of London');
    await user.type(within(dialog).getByLabelText(/^Postcode/), '02110');
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(await within(dialog).findByText('Invalid UK postal code')).toBeInTheDocument();
    expect(api.callsTo('POST', CERTIFICATE_PATHS.email(UK.id))).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Postcode/));
    await user.type(within(dialog).getByLabelText(/^Postcode/), 'ec3m7aa');
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.emailRequested)).toBeInTheDocument();
    expect(api.callsTo('POST', CERTIFICATE_PATHS.email(UK.id)).map((call) => call.body)).toEqual([
      {
        docType: 'Certificate_Holder',
        organizationName: 'Albion Office Lettings Ltd',
        address1: '10 Lime Street',
        city: 'London',
        state: 'City of London',
        zip: 'EC3M 7AA',
      },
    ]);
  });
});
