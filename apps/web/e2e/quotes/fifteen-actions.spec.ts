import { expect, test } from '@playwright/test';
import {
  countActions,
  openAccountFromList,
  requestThreeLimits,
} from '../fixtures/counted-quote.ts';
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
  const { act, count } = countActions(page);

  // find the account and open its calculator
  await openAccountFromList(act, name);
  await act((p) => p.getByRole('button', { name: 'Request Quote' }).click());
  const premium = page.getByTestId('calculator-premium');
  await expect(premium).toHaveText(/\$[\d,]+\.\d\d/);

  // three limits into the cart, requested
  await requestThreeLimits(page, act);

  // three priced quotes, each with its premium
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText(/\$[\d,]+\.\d\d/);
  expect(count()).toBeLessThanOrEqual(BUDGET);
});
