import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

test('an agent looks up an account, creates one through the modal and edits its firmographics and mailing address', async ({
  page,
}) => {
  // a long journey (lookup, create, edit, reload): 30 s is too tight on a busy 2-core machine
  test.setTimeout(90_000);
  const name = `Journey Bakery ${Date.now()}`;
  await signIn(page, 'agent@example.com');

  // The lookup form is preloaded from the query string and searches the agency's accounts.
  await page.goto('/agency/manage/account/lookup?state=MA&accountName=Beacon');
  await expect(page.locator('#lookup-accountName')).toHaveValue('Beacon');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link', { name: 'Beacon Hill Pediatrics' })).toBeVisible();

  // New account: search first, nothing found, so the form switches to adding.
  await page.getByRole('button', { name: 'Create a new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New account' });
  await expect(dialog.getByText("Can't find the new account? Just hit search")).toBeVisible();
  await expect(dialog.locator('#new-account-city')).toBeDisabled();
  await dialog.getByLabel(/^Account name/).fill(name);
  await dialog.getByRole('button', { name: 'Search' }).click();
  const add = dialog.getByRole('button', { name: 'Add Account' });
  await expect(add).toBeVisible();
  await expect(dialog.getByTestId('new-account-no-match')).toContainText(
    `No account matches “${name}”`,
  );
  await dialog.locator('#new-account-address1').fill('12 Hanover St');
  await dialog.locator('#new-account-city').fill('Boston');
  await dialog.locator('#new-account-zip').fill('02113');
  await dialog.locator('#new-account-phone').fill('6175550187');
  // what the premium is rated on is asked up front, so the new account can be quoted at once
  await dialog.getByRole('combobox', { name: /^Industry \(NAICS\)/ }).fill('bakeries');
  await page.getByRole('option', { name: /311811/ }).click();
  await dialog.locator('#new-account-revenue').fill('1800000');
  await add.click();
  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('account-phone')).toContainText('(617) 555-0187');
  await expect(page.getByRole('button', { name: 'Request Quote' })).toBeEnabled();
  await expect(page.getByTestId('quote-readiness')).toHaveCount(0);

  // Edit firmographics and give it a separate mailing address.
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Firmographics' });
  await form.locator('#account-employees').fill('35');
  await form.locator('#account-year').fill('2009');
  await form.locator('#account-total-revenue').fill('4200000');
  await form.getByRole('checkbox', { name: /same as the physical address/ }).uncheck();
  await form.locator('#mailing-address1').fill('PO Box 4410');
  await form.locator('#mailing-city').fill('Albany');
  await form.locator('#mailing-state').click();
  await page.getByRole('option', { name: 'New York' }).click();
  await form.locator('#mailing-zip').fill('12207');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('employees')).toHaveText('35');
  await expect(page.getByTestId('year-established')).toHaveText('2009');
  await expect(page.getByTestId('total-revenue')).toContainText('4,200,000');
  await expect(page.getByTestId('mailing-address')).toHaveText('PO Box 4410, Albany, NY 12207');
  await expect(page.getByTestId('physical-address')).toHaveText('12 Hanover St, Boston, MA 02113');
  // address, phone, industry, revenue, employees, year = 6 of 10: enough to quote.
  await expect(page.getByTestId('profile-score')).toHaveText('6 of 10');
});
