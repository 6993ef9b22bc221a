import { CLAIM_MESSAGES, type ClaimView } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  mockApi,
  onePage,
  signIn,
  type Handler,
  setupUser,
  AppProviders,
} from '../../support/helpers.tsx';
import { ClaimFormDialog } from '../../../src/features/claims/components/claim-form-dialog.tsx';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';

const handlers = (extra: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/claims/v1/defaults': () => ({
    body: {
      accountId: ACCOUNT,
      accountName: 'Acme Dental Group',
      region: 'US',
      address: '85 Exchange Pl',
      city: 'Providence',
      state: 'RI',
      zipCode: '02903',
    },
  }),
  'GET /api/claims/v1/reporters': () => ({
    body: onePage(
      [
        {
          userId: USER,
          name: 'Sam Patel',
          roleName: 'Account Admin',
          email: 'customer@example.com',
          phone: null,
          organization: 'Acme Dental Group',
        },
      ],
      100,
    ),
  }),
  'GET /api/account/v1/states/search': () => ({
    body: onePage(
      [
        {
          id: 's-ri',
          stateName: 'Rhode Island',
          stateNameAbbrv: 'RI',
          timeZone: 'America/New_York',
        },
      ],
      100,
    ),
  }),
  ...extra,
});

function renderForm() {
  signIn({ accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = setupUser();
  render(
    <AppProviders queryClient={queryClient}>
      <ClaimFormDialog open accountId={ACCOUNT} onClose={() => {}} />
    </AppProviders>,
  );
  return { user };
}

const savedClaim = (patch: Partial<ClaimView> = {}): ClaimView => ({
  id: '33333333-3333-4333-8333-333333333333',
  claimNumber: 'CL-2026-0000123',
  status: 'UN_FILED',
  isFiled: false,
  filedAt: null,
  accountId: ACCOUNT,
  accountName: 'Acme Dental Group',
  region: 'US',
  vendorId: null,
  vendorName: null,
  reporterUserId: USER,
  name: 'Sam Patel',
  role: 'Account Admin',
  email: 'customer@example.com',
  companyName: 'Acme Dental Group',
  workPhone: null,
  cellPhone: null,
  isRightContact: true,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  address: '85 Exchange Pl',
  city: 'Providence',
  state: 'RI',
  zipCode: '02903',
  lossDate: null,
  lossDescription: 'Phishing',
  impactedDevicesOs: null,
  impactedDevicesType: null,
  incidentNoticed: null,
  lossInformationExplanation: null,
  isAuthoritiesInvolved: false,
  authorityName: null,
  authorityPhoneNumber: null,
  isReportFiled: false,
  reportNumber: null,
  isBusinessImpacted: null,
  isCyberIncident: null,
  isRemediationServiceBegun: null,
  otherInformationExplanation: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
  canDelete: true,
  canAssignVendor: false,
  canContribute: true,
  ...patch,
});

describe('ClaimFormDialog', () => {
  it('prefills the loss address, shows the three cards and the claims phone footer', async () => {
    mockApi(handlers());
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Report a Claim' });
    expect(await within(dialog).findByRole('textbox', { name: /Address/ })).toHaveValue(
      '85 Exchange Pl',
    );
    expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Providence');
    expect(within(dialog).getByRole('textbox', { name: /ZIP Code/ })).toHaveValue('02903');
    for (const card of ['Claim Reported By', 'Location And Loss Information', 'Other Information'])
      expect(within(dialog).getByRole('region', { name: card })).toBeInTheDocument();
    expect(within(dialog).getByTestId('claim-footer')).toHaveTextContent('(800) 555-0199');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'File Claim' })).toBeEnabled();
  });

  it('shows the contact, authority and report fields only when their answers ask for them', async () => {
    mockApi(handlers());
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Report a Claim' });
    await within(dialog).findByRole('textbox', { name: /Address/ });
    expect(within(dialog).queryByRole('textbox', { name: /Contact Name/ })).not.toBeInTheDocument();
    const rightContact = within(dialog).getByRole('radiogroup', {
      name: /right person to contact/,
    });
    await user.click(within(rightContact).getByRole('radio', { name: 'No' }));
    expect(within(dialog).getByRole('textbox', { name: /Contact Name/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Contact Email/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Contact Phone/ })).toBeInTheDocument();
    await user.click(within(rightContact).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).queryByRole('textbox', { name: /Contact Name/ })).not.toBeInTheDocument();

    expect(
      within(dialog).queryByRole('textbox', { name: /Authority Name/ }),
    ).not.toBeInTheDocument();
    const authorities = within(dialog).getByRole('radiogroup', { name: /authorities involved/ });
    await user.click(within(authorities).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).getByRole('textbox', { name: /Authority Name/ })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: /Authority Phone Number/ }),
    ).toBeInTheDocument();

    expect(
      within(dialog).queryByRole('textbox', { name: /Report Number/ }),
    ).not.toBeInTheDocument();
    const report = within(dialog).getByRole('radiogroup', { name: /report filed/ });
    await user.click(within(report).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).getByRole('textbox', { name: /Report Number/ })).toBeInTheDocument();
    // The form changed: Save is enabled; the shown conditional fields are required.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(CLAIM_MESSAGES.authorityNameRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM_MESSAGES.reportNumberRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByText(CLAIM_MESSAGES.selectOption.trim()).length).toBeGreaterThan(
      0,
    );
  });

  it('fills role, e-mail and company from the picked person, then saves (UN_FILED → edit)', async () => {
    const api = mockApi(
      handlers({
        'POST /api/policy/v1/claim': () => ({
          status: 201,
          body: { message: CLAIM_MESSAGES.progressSaved, claim: savedClaim() },
        }),
      }),
    );
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Report a Claim' });
    await user.click(await within(dialog).findByRole('combobox', { name: /Name/ }));
    await user.click(await screen.findByRole('option', { name: /Sam Patel/ }));
    expect(within(dialog).getByRole('textbox', { name: /Role/ })).toHaveValue('Account Admin');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'customer@example.com',
    );
    expect(within(dialog).getByRole('textbox', { name: /Company/ })).toHaveValue(
      'Acme Dental Group',
    );
    const rightContact = within(dialog).getByRole('radiogroup', {
      name: /right person to contact/,
    });
    await user.click(within(rightContact).getByRole('radio', { name: 'Yes' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Description of Loss/ }),
      'Phishing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLAIM_MESSAGES.progressSaved)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/policy/v1/claim');
    expect(call?.body).toMatchObject({
      accountId: ACCOUNT,
      reporterUserId: USER,
      name: 'Sam Patel',
      role: 'Account Admin',
      companyName: 'Acme Dental Group',
      isRightContact: true,
      isFiled: false,
      state: 'RI',
      lossDescription: 'Phishing',
    });
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Claim CL-2026-0000123' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
