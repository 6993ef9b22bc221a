import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { issuedPolicy } from '../fixtures/policies.ts';

test('staff record a check in process, clear it, then close the rest of the balance with comments', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Check Payer ${Date.now()}`);
  await signIn(page, 'admin@example.com', {
    to: `/admin/policy/${policy.id}/accountant-payment`,
  });
  const activity = page.getByRole('region', { name: 'Payment activity' });
  await expect(activity.getByText('No payments yet.')).toBeVisible();

  await activity.getByRole('button', { name: 'Record payment' }).click();
  const record = page.getByRole('dialog', { name: 'Record a payment' });
  await record.getByRole('textbox', { name: 'Amount Paid' }).fill('1,000,000,000,001');
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(
    record.getByText('Amount Paid must be less than or equal to 1,000,000,000,000'),
  ).toBeVisible();
  await record.getByRole('textbox', { name: 'Amount Paid' }).fill('100.00');
  await record.getByRole('textbox', { name: 'Transaction ID' }).fill('CHK-31337');
  await record.getByRole('textbox', { name: 'Description' }).fill('Check deposited');
  await record.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Process' }).click();
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  const transactions = activity.getByRole('table', { name: 'Payment transactions' });
  await expect(transactions.getByRole('row').filter({ hasText: 'CHK-31337' })).toContainText(
    'In Process',
  );
  await expect(page.getByText('Payment is being processed…')).toBeVisible();

  // the check clears
  await activity.getByRole('button', { name: 'Edit payment CHK-31337' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment transaction' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment transaction updated.')).toBeVisible();
  await expect(transactions.getByRole('row').filter({ hasText: 'CHK-31337' })).toContainText(
    'Paid',
  );
  await expect(page.getByRole('radiogroup')).toBeVisible();

  // the rest is written off with the reason
  await activity.getByRole('button', { name: 'Close balance' }).click();
  const close = page.getByRole('dialog', {
    name: `Close the balance of Policy# ${policy.policyNumber}`,
  });
  await close.getByRole('button', { name: 'Close balance' }).click();
  await expect(close.getByText('Comments are required')).toBeVisible();
  await close
    .getByRole('textbox', { name: 'Comments' })
    .fill('Agreed settlement with the insured.');
  await close.getByRole('button', { name: 'Close balance' }).click();
  await expect(
    page.getByText(`Thank you for making payment for Policy# ${policy.policyNumber}`),
  ).toBeVisible();
  await expect(activity.getByText('Agreed settlement with the insured.')).toBeVisible();
});

test('the UK broker reminds a policyholder from Billing and sends the invoice to its accounting', async ({
  page,
}) => {
  await signIn(page, 'broker@example.com', { to: '/agency/billing' });
  await page.getByRole('textbox', { name: /^Search/ }).fill('Pennine');
  // the search applies after a pause: wait for Pennine's row rather than the first row of any
  await page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: 'Pennine Accountancy LLP' })
    .getByRole('link', { name: /^Pay CYB-UK-/ })
    .first()
    .click();
  await expect(page.getByText(/Pennine Accountancy LLP/).first()).toBeVisible();
  await expect(page.getByText(/^£[\d,]+\.\d\d$/).first()).toBeVisible();
  const activity = page.getByRole('region', { name: 'Payment activity' });
  await expect(activity.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  // the insured's bookkeeper receives the reminders too (decision 057)
  const contacts = page.getByRole('region', { name: 'Billing contacts' });
  await contacts.getByRole('button', { name: 'Add billing contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add billing contact' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('First Name is required')).toBeVisible();
  await add.getByRole('textbox', { name: 'First Name' }).fill('Imogen');
  await add.getByRole('textbox', { name: 'Last Name' }).fill('Clarke');
  await add.getByRole('textbox', { name: 'Email' }).fill(`bookkeeper-${Date.now()}@example.co.uk`);
  await add.getByRole('textbox', { name: 'Phone number' }).fill('+44 113 496 0777');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(contacts.getByText('Imogen Clarke', { exact: true }).first()).toBeVisible();
  await activity.getByRole('button', { name: 'Send payment reminder' }).click();
  await expect(page.getByText('Payment Reminder sent to Pennine Accountancy LLP.')).toBeVisible();
  await expect(activity.getByText(/^Last reminder sent/)).toBeVisible();

  await activity.getByRole('button', { name: 'Send to accounting' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Phone number is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Priya');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Shah');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('accounts@pennine.example.com');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+44 113 496 0555');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invoice sent to accounts@pennine.example.com.')).toBeVisible();
});
