import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

// axe-core over the main screens: no serious or critical WCAG 2.1 A/AA violation. Each screen is
// checked once what it shows has arrived. Every persona's dashboard, account menu and profile
// are checked in personas.spec.ts, where each persona signs in anyway.

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Wait until the named data table has its rows (it is busy while they load). */
const tableLoaded = (page: Page, name: string) =>
  expect(page.getByRole('table', { name, exact: true })).toHaveAttribute('aria-busy', 'false');

/** A US account of the agent's agency that the calculator accepts (as in quotes/calculator). */
async function quotableAccount(request: APIRequestContext) {
  const token = await apiSignIn(request, 'agent@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get('/api/account/v1/accounts?size=100&sort=name,asc', { headers });
  expect(res.status(), await res.text()).toBe(200);
  const { content } = (await res.json()) as {
    content: {
      id: string;
      name: string;
      region: string;
      accountStatus: string;
      profileScore: number;
      state: string | null;
    }[];
  };
  for (const a of content) {
    if (a.region !== 'US' || !a.state || a.profileScore < 4) continue;
    if (!['OPEN', 'QUOTED', 'ACTIVE_POLICY'].includes(a.accountStatus)) continue;
    const detail = await request.get(`/api/account/v1/accounts/${a.id}`, { headers });
    if (((await detail.json()) as { naicsCode: string | null }).naicsCode) return a;
  }
  throw new Error('no quotable demo account is visible to the agency');
}

test('sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in');
});

test('agent@: the accounts list, an account and its quote calculator', async ({ page }) => {
  const account = await quotableAccount(page.request);
  await signIn(page, 'agent@example.com', { to: '/agency/accounts' });
  await expect(h1(page, 'Accounts')).toBeVisible();
  await tableLoaded(page, 'Accounts');
  await expect(page.getByRole('link', { name: account.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'accounts list');

  await page.getByRole('link', { name: account.name }).click();
  await expect(h1(page, account.name)).toBeVisible();
  await tableLoaded(page, 'Claims');
  await tableLoaded(page, 'Documents');
  await expectNoSeriousA11yViolations(page, 'account page');

  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(h1(page, 'Quote calculator')).toBeVisible();
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);
  await expectNoSeriousA11yViolations(page, 'quote calculator');
});

test('agent@: the quotes list', async ({ page }) => {
  await signIn(page, 'agent@example.com', { to: '/agency/quotes' });
  await expect(h1(page, 'Quotes')).toBeVisible();
  await tableLoaded(page, 'Quotes');
  // Status chips in the theme's colours, among them Indication's (info).
  await expect(page.getByRole('cell', { name: 'Indication' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'quotes list');
});

for (const { email, persona } of [
  { email: 'customer@example.com', persona: 'customer' },
  { email: 'admin@example.com', persona: 'admin' },
]) {
  test(`${email}: claims`, async ({ page }) => {
    await signIn(page, email, { to: `/${persona}/claims` });
    await expect(h1(page, 'Claims')).toBeVisible();
    await tableLoaded(page, 'Claims');
    await expectNoSeriousA11yViolations(page, `${email} claims`);
  });
}
