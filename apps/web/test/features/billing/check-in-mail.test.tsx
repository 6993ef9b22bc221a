import { CHECK_IN_MAIL, CHECK_IN_MAIL_MESSAGES, CHECK_IN_MAIL_PATHS } from '@cyber/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import { AGENCY, NUMBER, PAGE, payApi, view } from './support.ts';

describe('pay by check (check in mail)', () => {
  it('says how to make out the check, confirms, notes it and shows since when', async () => {
    signIn({ scopes: AGENCY });
    let current = view();
    const api = payApi(() => current, {
      [`PUT ${CHECK_IN_MAIL_PATHS.description}`]: () => {
        current = view({
          reminders: {
            enabled: true,
            lastSent: null,
            sentCount: 0,
            checkInMailSince: '2026-11-20T10:00:00.000Z',
          },
        });
        return {
          body: {
            message: CHECK_IN_MAIL_MESSAGES.noted,
            desc: {
              policyId: POLICY_ID,
              description: CHECK_IN_MAIL,
              describedAt: '2026-11-20T10:00:00.000Z',
              dueDate: '2026-12-20',
              dueAmount: 120_000,
              premiumFinanced: false,
            },
          },
        };
      },
    });
    const { user } = renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    await user.click(within(options).getByRole('radio', { name: 'Pay by check' }));
    expect(
      screen.getByText(
        `Make a check for $1,200.00 payable to Cyber Insurance Premium Trust Account, write Policy# ${NUMBER} on it and mail it to Cyber Insurance Premium Trust Account, PO Box 71234, Hartford, CT 06101.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have mailed a check' }));
    const dialog = await screen.findByRole('dialog', { name: 'A check is in the mail?' });
    expect(api.callsTo('PUT', CHECK_IN_MAIL_PATHS.description)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it is mailed' }));
    expect(await screen.findByText(CHECK_IN_MAIL_MESSAGES.noted)).toBeInTheDocument();
    expect(api.callsTo('PUT', CHECK_IN_MAIL_PATHS.description)[0]!.body).toEqual({
      policyId: POLICY_ID,
      description: CHECK_IN_MAIL,
    });
    expect(await screen.findByText(/^Check in mail since /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have mailed a check' })).toBeNull();
  });

  it('shows the spec’s words when the note cannot be saved', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view(), {
      [`PUT ${CHECK_IN_MAIL_PATHS.description}`]: () => ({
        status: 500,
        body: { message: 'boom' },
      }),
    });
    const { user } = renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    await user.click(within(options).getByRole('radio', { name: 'Pay by check' }));
    await user.click(screen.getByRole('button', { name: 'I have mailed a check' }));
    const dialog = await screen.findByRole('dialog', { name: 'A check is in the mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it is mailed' }));
    expect(await within(dialog).findByText(CHECK_IN_MAIL_MESSAGES.updateError)).toBeInTheDocument();
  });
});
