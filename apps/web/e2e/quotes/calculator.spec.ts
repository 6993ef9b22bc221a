import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn, newAgent } from '../fixtures/users.ts';

type Summary = {
  id: string;
  name: string;
  region: string;
  accountStatus: string;
  profileScore: number;
  state: string | null;
};

/** An eligible US demo account the agent's agency sees (Open/Quoted/Active Policy, score ≥ 4). */
async function eligibleDemoAccount(request: APIRequestContext, token: string) {
  const res = await request.get('/api/account/v1/accounts?size=100&sort=name,asc', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { content } = (await res.json()) as { content: Summary[] };
  for (const a of content) {
    if (a.region !== 'US' || !a.state || a.profileScore < 4) continue;
    if (!['OPEN', 'QUOTED', 'ACTIVE_POLICY'].includes(a.accountStatus)) continue;
    const detail = await request.get(`/api/account/v1/accounts/${a.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const full = (await detail.json()) as { naicsCode: string | null };
    if (full.naicsCode) return a;
  }
  throw new Error('no eligible demo account is visible to the agency');
}

test('an agent opens Request Quote on an eligible account, changes the limit and fills the cart', async ({
  page,
  request,
}) => {
  const agent = await newAgent(request, 'calculator');
  const token = await apiSignIn(request, agent.email, agent.password);
  const account = await eligibleDemoAccount(request, token);

  await signIn(page, agent.email, {
    password: agent.password,
    to: `/agency/accounts/${account.id}`,
  });
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/requestQuote/P100/${account.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quote calculator' })).toBeVisible();

  const premium = page.getByTestId('calculator-premium');
  await expect(premium).toHaveText(/\$[\d,]+\.\d\d/);
  const before = await premium.textContent();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Aggregate limit' }).click();
  await page.getByRole('option', { name: '$3,000,000' }).click();
  await expect(premium).not.toHaveText(before ?? '');
  await expect(page.getByRole('combobox', { name: 'Preset' })).toHaveText('Custom');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await page.getByRole('button', { name: 'Cart (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'List of Quotes to Request' });
  const rows = dialog.getByTestId('cart-item');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Popular');
  await expect(rows.nth(0)).toContainText('$1,000,000');
  await expect(rows.nth(1)).toContainText('Custom');
  await expect(rows.nth(1)).toContainText('$3,000,000');
  await dialog.getByRole('button', { name: 'Remove variation 2' }).click();
  await expect(rows).toHaveCount(1);
});
