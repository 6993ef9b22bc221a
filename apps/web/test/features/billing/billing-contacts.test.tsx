import {
  BILLING_CONTACT_MESSAGES as M,
  BILLING_CONTACT_PATHS as P,
  MAX_BILLING_CONTACTS,
  type BillingContact,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import { AGENCY, PAGE, payApi, view } from './support.ts';

const contact = (n: number, over: Partial<BillingContact> = {}): BillingContact => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  policyId: POLICY_ID,
  firstName: `Pat${n}`,
  lastName: 'Lee',
  email: `pat${n}@acme.example`,
  phone: `(555) 555-010${n}`,
  created: `2026-11-0${n}T10:00:00.000Z`,
  ...over,
});

/** The payment page with these billing contacts (a function: they change after a write). */
function contactsApi(current: () => BillingContact[], handlers: Parameters<typeof payApi>[1] = {}) {
  return payApi(() => view(), {
    [`GET ${P.contact}`]: () => ({ body: { content: current() } }),
    ...handlers,
  });
}

const section = () => screen.findByRole('region', { name: 'Billing contacts' });

describe('billing contacts on the payment page', () => {
  it('lists the contacts, or says that reminders go to the policyholder', async () => {
    signIn({ scopes: AGENCY });
    let contacts: BillingContact[] = [];
    const api = contactsApi(() => contacts);
    const first = renderApp(PAGE);
    expect(
      await within(await section()).findByText(
        'No billing contacts yet. Payment reminders go to the policyholder’s contact.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', P.contact)[0]!.query).toEqual({ policyId: POLICY_ID });
    first.unmount();

    contacts = [contact(1), contact(2)];
    contactsApi(() => contacts);
    renderApp(PAGE);
    const region = await section();
    expect(await within(region).findByText('Pat1 Lee')).toBeInTheDocument();
    expect(within(region).getByText('pat1@acme.example · (555) 555-0101')).toBeInTheDocument();
    expect(within(region).getByText('Pat2 Lee')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Edit Pat1 Lee' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Remove Pat2 Lee' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add billing contact' })).toBeInTheDocument();
  });

  it('adds a contact once the four fields are given, and shows the server’s message', async () => {
    signIn({ scopes: AGENCY });
    let contacts: BillingContact[] = [];
    const api = contactsApi(() => contacts, {
      [`POST ${P.contact}`]: () => {
        contacts = [contact(1, { firstName: 'Alex', lastName: 'Morgan' })];
        return { status: 201, body: { message: M.added('Alex Morgan'), contact: contacts[0] } };
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(
      await within(await section()).findByRole('button', { name: 'Add billing contact' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add billing contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', P.contact)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Alex');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Morgan');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ap@acme.example');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number' }),
      '(555) 555-0199',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.added('Alex Morgan'))).toBeInTheDocument();
    expect(api.callsTo('POST', P.contact)).toHaveLength(1);
    expect(api.callsTo('POST', P.contact)[0]!.body).toEqual({
      policyId: POLICY_ID,
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'ap@acme.example',
      phone: '(555) 555-0199',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await section()).findByText('Alex Morgan')).toBeInTheDocument();
  });

  it('edits a contact', async () => {
    signIn({ scopes: AGENCY });
    let contacts = [contact(1)];
    const api = contactsApi(() => contacts, {
      [`PUT ${P.contact}`]: ({ body }) => {
        contacts = [{ ...contact(1), ...(body as Partial<BillingContact>) }];
        return { body: { message: M.updated, contact: contacts[0] } };
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(await within(await section()).findByRole('button', { name: 'Edit Pat1 Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing contact' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('pat1@acme.example');
    await user.clear(email);
    await user.type(email, 'controller@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(api.callsTo('PUT', P.contact)[0]!.body).toEqual({
      id: contact(1).id,
      firstName: 'Pat1',
      lastName: 'Lee',
      email: 'controller@acme.example',
      phone: '(555) 555-0101',
    });
    expect(api.callsTo('POST', P.contact)).toHaveLength(0);
  });

  it('removes a contact after confirming', async () => {
    signIn({ scopes: AGENCY });
    let contacts = [contact(1), contact(2)];
    const api = contactsApi(() => contacts, {
      [`DELETE ${P.contact}`]: ({ query }) => {
        contacts = contacts.filter((c) => c.id !== query.id);
        return { body: { message: M.deleted } };
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(
      await within(await section()).findByRole('button', { name: 'Remove Pat2 Lee' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this billing contact?' });
    expect(api.callsTo('DELETE', P.contact)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', P.contact)).toHaveLength(1);
    expect(api.callsTo('DELETE', P.contact)[0]!.query).toEqual({ id: contact(2).id });
    await waitFor(() => expect(screen.queryByText('Pat2 Lee')).toBeNull());
    expect(screen.getByText('Pat1 Lee')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses a contact', async () => {
    signIn({ scopes: AGENCY });
    contactsApi(() => [contact(1)], {
      [`POST ${P.contact}`]: () => ({ status: 409, body: { message: M.duplicate } }),
    });
    const { user } = renderApp(PAGE);
    await user.click(
      await within(await section()).findByRole('button', { name: 'Add billing contact' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add billing contact' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Pat');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'pat1@acme.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '555 0101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.duplicate)).toBeInTheDocument();
  });

  it('offers no more contacts once the policy has five', async () => {
    signIn({ scopes: AGENCY });
    contactsApi(() => Array.from({ length: MAX_BILLING_CONTACTS }, (_, i) => contact(i + 1)));
    renderApp(PAGE);
    const region = await section();
    expect(await within(region).findByText('Pat5 Lee')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Add billing contact' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Edit Pat5 Lee' })).toBeInTheDocument();
  });
});
