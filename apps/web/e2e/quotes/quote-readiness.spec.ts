import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

const AGENT = 'agent@example.com';

test('an account the rater cannot price names what is missing and leads to where it is filled in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // a profile score of 4 (address, phone, employees, year established) but no industry code and no revenue
  const name = `Journey Unrated Studio ${Date.now()}`;
  const token = await apiSignIn(request, AGENT);
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550142',
      yearEstablished: 2012,
      noOfEmployees: 12,
      physicalAddress: {
        address1: '1 Federal St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02110',
      },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const accountId = ((await created.json()) as { account: { id: string } }).account.id;

  // the calculator, opened directly, does not wait for ever: it says what rating needs
  await signIn(page, AGENT, { to: `/agency/requestQuote/P100/${accountId}` });
  const readiness = page.getByTestId('quote-readiness');
  await expect(readiness).toContainText(
    'To rate this account, add: Industry code (NAICS), Revenue.',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // its link opens the account's firmographics for editing
  await readiness.getByRole('link', { name: 'Complete the account details' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/accounts/${accountId}\\?edit=firmographics$`));
  const form = page.getByRole('form', { name: 'Firmographics' });
  await form.getByRole('combobox', { name: /^Industry \(NAICS\)/ }).fill('custom computer');
  await page.getByRole('option', { name: /541511/ }).click();
  await form.locator('#account-total-revenue').fill('2400000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  await expect(page.getByTestId('quote-readiness')).toHaveCount(0);

  // and now it rates
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote calculator' })).toBeVisible();
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);
});
