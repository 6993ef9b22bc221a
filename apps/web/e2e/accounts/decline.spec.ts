import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

test('declining an account is an underwriting decision: the agent has no Decline, the provider admin has', async ({
  browser,
  request,
}) => {
  const name = `Journey Bakery ${Date.now()}`;
  const token = await apiSignIn(request, 'agent@example.com');
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550143',
      physicalAddress: { address1: '11 Tremont St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };

  const agentPage = await (await browser.newContext()).newPage();
  await signIn(agentPage, 'agent@example.com', { to: `/agency/accounts/${account.id}` });
  await expect(agentPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(agentPage.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  await expect(agentPage.getByRole('button', { name: 'Decline' })).toHaveCount(0);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@example.com', { to: `/admin/accounts/${account.id}` });
  await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Decline' })).toBeVisible();
});
