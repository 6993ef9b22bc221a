import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

/**
 * A broker's actions are counted: every click, typed field and choice a person makes. An account
 * with a prior application (its security answers on file) reaches three priced quotes from the
 * accounts list in at most fifteen.
 */
const BUDGET = 15;

test('an account with a prior application reaches three priced quotes in at most fifteen actions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = 'agent@example.com';
  const token = await apiSignIn(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const name = `Journey Counted Clinic ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers,
    data: {
      region: 'US',
      name,
      phone: '6175550166',
      naicsCode: '621210',
      noOfEmployees: 22,
      totalRevenue: 3_100_000,
      physicalAddress: { address1: '9 Tremont St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };
  // the prior application: answers saved on the account earlier
  const questions = `/api/account/v1/accounts/${account.id}/security-questions`;
  const current = (await (await request.get(questions, { headers })).json()) as Record<
    string,
    unknown
  > & { p250Details: Record<string, unknown> };
  const saved = await request.put(questions, {
    headers,
    data: {
      ...current,
      isVerifyingBankAccounts: true,
      isAuthenticatingFundTransferRequests: true,
      isPreventingUnauthorizedWireTransfers: true,
      mfaEmail: true,
      p250Details: {
        ...current.p250Details,
        thirdPartySecurityAgreement: true,
        testedFullFailover: true,
        dmzSeparation: true,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signIn(page, email, { to: '/agency/accounts' });
  let actions = 0;
  const act = async (step: (page: Page) => Promise<unknown>) => {
    actions += 1;
    await step(page);
  };

  // find the account and open its calculator
  await act((p) =>
    p
      .getByRole('textbox', { name: /^Search/ })
      .first()
      .fill(name),
  );
  await act((p) =>
    p
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click(),
  );
  await act((p) => p.getByRole('button', { name: 'Request Quote' }).click());
  const premium = page.getByTestId('calculator-premium');
  await expect(premium).toHaveText(/\$[\d,]+\.\d\d/);

  // three variations
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await act(() => addToCart.click());
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  for (const [limit, inCart] of [
    ['$2,000,000', 2],
    ['$3,000,000', 3],
  ] as const) {
    await act((p) => p.getByRole('combobox', { name: 'Aggregate limit' }).click());
    await act((p) => p.getByRole('option', { name: limit }).click());
    await act(() => addToCart.click());
    await expect(page.getByRole('button', { name: `Cart (${inCart})` })).toBeVisible();
  }

  // request them
  await act((p) => p.getByRole('button', { name: 'Cart (3)' }).click());
  const cart = page.getByRole('dialog', { name: 'List of Quotes to Request' });
  await act(() => cart.getByRole('button', { name: 'Request Quotes' }).click());
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();
  await page.waitForURL(/\/agency\/quotes$/);

  // three priced quotes, each with its premium
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText(/\$[\d,]+\.\d\d/);
  expect(actions).toBeLessThanOrEqual(BUDGET);
});
