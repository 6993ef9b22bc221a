import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  renderApp,
  shellHandlers,
  signIn,
  type ApiCall,
} from '../../support/helpers.tsx';

const customer = buildMe({
  email: 'customer@example.com',
  role: { id: 'role-aa', name: 'Account Admin' },
  account: {
    id: 'acme',
    name: 'Acme Dental Group',
    accountType: 'CUSTOMER',
    region: 'US',
    enforceMfa: false,
    uwEnabled: false,
  } as never,
  subscriberType: 'CUSTOMER',
  scopes: ['role:admin'],
  permissions: ['dashboard:view', 'account:view', 'security-contact:manage'],
});

const contact = {
  id: '11111111-1111-4111-8111-111111111111',
  accountId: 'acme',
  firstName: 'Mary-Jane',
  lastName: "O'Neil",
  email: 'mj@acme.example',
  phoneNumber: '6175550142',
  title: 'CISO',
  company: null,
  created: '2026-03-01T10:00:00.000Z',
  lastUpdated: '2026-03-01T10:00:00.000Z',
};

describe('SecurityContactsScreen', () => {
  it('lists contacts, checks the phone of the region and adds one', async () => {
    signIn({ accountType: 'CUSTOMER', scopes: ['role:admin', 'security-contact:manage'] });
    const contacts = [contact];
    const api = mockApi({
      ...shellHandlers(customer),
      'GET /api/account/v1/security-contacts': () => ({
        body: { content: contacts, region: 'US', max: 10 },
      }),
      'POST /api/account/v1/security-contacts': (call: ApiCall) => {
        const added = {
          ...contact,
          ...(call.body as object),
          id: 'c-2',
          phoneNumber: '2125550100',
        };
        contacts.push(added);
        return { status: 201, body: { message: 'Contact Added Successfully!', contact: added } };
      },
    });
    const { user } = renderApp('/customer/manage/security-contacts');
    // the route is lazy: give it time on a busy machine
    const table = await screen.findByRole(
      'table',
      { name: 'Security contacts' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByText("Mary-Jane O'Neil")).toBeInTheDocument();
    expect(within(table).getByText('(617) 555-0142')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a security contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Raj');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Singh');
    await user.type(within(dialog).getByLabelText(/^Email/), 'raj@acme.example');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '+44 7911 123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid phone number')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/security-contacts')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Phone number/));
    await user.type(within(dialog).getByLabelText(/^Phone number/), '2125550100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Added Successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/account/v1/security-contacts')[0]?.body).toMatchObject({
        firstName: 'Raj',
        lastName: 'Singh',
        email: 'raj@acme.example',
        title: null,
      }),
    );
    expect(await within(table).findByText('Raj Singh')).toBeInTheDocument();
  });
});
