import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

/**
 * Small things a new broker hits: Send to policyholder starts from the account's policyholder
 * contact, days are written the region's way, and no agency page asks for a logo the agency
 * does not have.
 */
test('an agent sends a quote to the pre-filled policyholder, reads US dates and gets no 404', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });

  await signIn(page, 'agent@example.com', { to: '/agency/quotes' });
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();

  // the demo policyholder's Ready quote (searched for: other journeys' quotes come first):
  // its effective day is 'MMM. DD, YYYY'
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill('Acme Dental Group');
  // the search has answered once every quote listed is Acme's
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Actions / }) })
      .filter({ hasNotText: 'Acme Dental Group' }),
  ).toHaveCount(0);
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Acme Dental Group' })
    .filter({ hasText: 'Ready' })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/[A-Z][a-z]{2}\. \d{2}, \d{4}/);
  await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/);

  // Send to policyholder: the account's policyholder contact, which the broker may change
  await row.getByRole('button', { name: /^Actions / }).click();
  await page.getByRole('menuitem', { name: 'Send to policyholder' }).click();
  const dialog = page.getByRole('dialog', { name: /to the policyholder/ });
  await expect(dialog.getByLabel(/First Name/)).toHaveValue('Sam');
  await expect(dialog.getByLabel(/Last Name/)).toHaveValue('Patel');
  await expect(dialog.getByLabel(/Email/)).toHaveValue('customer@example.com');
  await expect(dialog.getByLabel(/Email/)).toBeEditable();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // the agency's other pages: no request for a logo the agency does not have
  await page.goto('/agency/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/agency/accounts');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
