import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { pdfText } from '../fixtures/pdf.ts';
import { issuedPolicy } from '../fixtures/policies.ts';

/** The month's English name, as the statement prints it. */
const monthName = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(d);

test('an agency admin keeps a payout account and downloads this month’s commission statement; staff pay the commission', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const policy = await issuedPolicy(request, `Journey Commission Earner ${Date.now()}`);
  const now = new Date();
  const period = `${monthName(now)} ${now.getUTCFullYear()}`;

  // The agency admin adds the bank account commission is paid to (tokenised in the browser).
  await signIn(page, 'agencyadmin@example.com', { to: '/agency/commissions?tab=payoutAccount' });
  const account = page.getByRole('region', { name: 'Payout account' });
  if (await account.getByRole('button', { name: 'Delete bank account' }).isVisible()) {
    await account.getByRole('button', { name: 'Delete bank account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(account.getByRole('button', { name: 'Save bank account' })).toBeVisible();
  }
  await account.getByRole('textbox', { name: 'Title' }).fill('Operating account');
  await account.getByRole('textbox', { name: 'Name on account' }).fill('Harbor Risk Partners');
  await account.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
  await account.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
  await account.getByRole('button', { name: 'Save bank account' }).click();
  await expect(account.getByText(/ending 6789/)).toBeVisible();

  // Its commission line, then this month's statement as a PDF from the dialog.
  await page.getByRole('tab', { name: 'Commissions' }).click();
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  const line = page
    .getByRole('table', { name: 'Commission lines' })
    .getByRole('row')
    .filter({ hasText: policy.policyNumber });
  await expect(line).toContainText('15%');

  await page.getByRole('tab', { name: 'Statements' }).click();
  await page.getByRole('button', { name: 'Download statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download statement' });
  await expect(dialog.getByRole('combobox', { name: 'Year' })).toContainText(
    String(now.getUTCFullYear()),
  );
  await expect(dialog.getByRole('combobox', { name: 'Month' })).toContainText(monthName(now));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^commission-statement-\d{4}-\d{2}\.pdf$/);
  const text = pdfText(await readFile((await file.path())!));
  expect(text).toContain('Commission statement');
  expect(text).toContain(period);
  expect(text).toContain(`${policy.policyNumber}-01`);

  // A month without commission says so, in the spec's words.
  await page.getByRole('button', { name: 'Download statement' }).click();
  await dialog.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2020' }).click();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('No invoice/statements found for this month.')).toBeVisible();

  // Provider staff pay Harbor part of what it is owed, to the account it keeps.
  const staff = await browser.newPage();
  await signIn(staff, 'admin@example.com', { to: '/admin/commissions?tab=outstanding' });
  await staff.getByRole('textbox', { name: /^Search/ }).fill('Harbor');
  const balances = staff.getByRole('table', { name: 'Outstanding balances' });
  // The search has run: the header row and Harbor's alone.
  await expect(balances.getByRole('row')).toHaveCount(2);
  const harbor = balances.getByRole('row').filter({ hasText: 'Harbor Risk Partners' });
  await expect(harbor).toContainText('Operating account');
  await harbor.getByRole('button', { name: /^Actions / }).click();
  await staff.getByRole('menuitem', { name: 'Pay commission' }).click();
  const pay = staff.getByRole('dialog', { name: 'Pay commission to Harbor Risk Partners' });
  await expect(pay.getByText(/ending 6789/)).toBeVisible();
  await pay.getByRole('textbox', { name: 'Commission amount' }).fill('0.50');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay.getByText('Commission amount must be at least 1')).toBeVisible();
  await pay.getByRole('textbox', { name: 'Commission amount' }).fill('25.00');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay.getByText('Description is required')).toBeVisible();
  await pay.getByRole('textbox', { name: 'Description' }).fill('Journey commission payment');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(staff.getByText('Commission of $25.00 paid to Harbor Risk Partners.')).toBeVisible();
  await expect(harbor).toContainText(/Nov|Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct/);
  await staff.close();
});
