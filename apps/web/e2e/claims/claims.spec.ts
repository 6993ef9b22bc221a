import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

/** A unique loss description, so the journey finds its own claim in shared lists. */
const LOSS = `Ransomware on the front desk PC ${Date.now()}`;

/** A fresh browser context (its own session) signed in as a demo user. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a customer saves a claim, files it, and the vendor and provider admin see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, 'customer@example.com');
  await page.goto('/customer/claims');
  await page.getByRole('button', { name: 'New Claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a Claim' });
  // The loss address comes from the account.
  await expect(dialog.getByRole('textbox', { name: /City/ })).toHaveValue('Providence');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await dialog.getByRole('combobox', { name: /Name/ }).click();
  await page.getByRole('option', { name: /Sam Patel/ }).click();
  await expect(dialog.getByRole('textbox', { name: /Role/ })).toHaveValue('Account Admin');
  await dialog
    .getByRole('radiogroup', { name: /right person to contact/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog.getByRole('textbox', { name: /Description of Loss/ }).fill(LOSS);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Claim progress saved')).toBeVisible();

  // Saved but not filed: the form switches to edit (the claim number in the title).
  const edit = page.getByRole('dialog', { name: /^Claim CL-\d{4}-\d{7}$/ });
  await expect(edit).toBeVisible();
  const title = (await edit.getByRole('heading').first().textContent()) ?? '';
  const claimNumber = /CL-\d{4}-\d{7}/.exec(title)?.[0] ?? '';
  expect(claimNumber).not.toBe('');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('button', { name: 'File Claim' }).click();
  await expect(page.getByText('Claim successfully filed')).toBeVisible();
  await expect(edit).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(claimNumber) });
  await expect(row.getByText('Filed', { exact: true })).toBeVisible();

  // The vendor lands on its claims and sees the filed claim assigned to it.
  const vendor = await signedIn(browser, 'vendor@example.com');
  await vendor.goto('/vendor/claims');
  await expect(vendor.getByRole('row', { name: new RegExp(claimNumber) })).toBeVisible();
  await vendor.getByRole('button', { name: `View ${claimNumber}` }).click();
  const detail = vendor.getByRole('dialog', { name: `Claim ${claimNumber}` });
  await expect(detail.getByText(LOSS)).toBeVisible();
  await expect(detail.getByText('Forensic Response Partners').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  // Provider staff see every claim.
  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/admin/claims');
  await admin.getByRole('textbox', { name: /Search/ }).fill(claimNumber);
  const adminRow = admin.getByRole('row', { name: new RegExp(claimNumber) });
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByText('Acme Dental Group')).toBeVisible();
});
