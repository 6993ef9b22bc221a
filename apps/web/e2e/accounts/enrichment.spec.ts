import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

test('an agent sees the risk factors of a new account, scans it on demand, refreshes its firmographics and syncs it as a lead', async ({
  page,
  request,
}) => {
  // A fresh account of the agent's agency (its creation takes the first scan).
  const name = `Journey Dental Studio ${Date.now()}`;
  const token = await apiSignIn(request, 'agent@example.com');
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550142',
      physicalAddress: { address1: '9 Tremont St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };

  await signIn(page, 'agent@example.com', { to: `/agency/accounts/${account.id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The risk picture of its creation: nine labelled bars and the company score.
  const card = page.getByRole('region', { name: 'Risk factors' });
  await expect(card.getByTestId('last-scan')).toContainText('at creation');
  const factors = card.getByRole('list', { name: 'Risk factor scores' });
  await expect(factors.getByRole('progressbar')).toHaveCount(9);
  const network = factors.getByRole('progressbar', { name: 'Network Security' });
  const before = await network.getAttribute('aria-valuenow');
  expect(Number(before)).toBeGreaterThanOrEqual(0);
  await expect(card.getByTestId('company-score')).toHaveText(/^\d{1,3}$/);

  // On-demand scan: the same account gives the same factors.
  await card.getByRole('button', { name: 'On-demand scan' }).click();
  const scanDialog = page.getByRole('dialog', { name: `On-demand scan of ${name}` });
  await scanDialog.getByRole('button', { name: 'Scan now' }).click();
  await expect(page.getByText('Data Scanned Successfully!')).toBeVisible();
  await expect(card.getByTestId('last-scan')).toContainText('on demand');
  await expect(network).toHaveAttribute('aria-valuenow', before!);
  await expect(card.getByText(/The next on-demand scan is possible from/)).toBeVisible();

  // Refresh firmographic data: the name suggests dentistry; the empty fields are filled in.
  await page.getByRole('button', { name: 'Refresh firmographic data' }).click();
  const refresh = page.getByRole('dialog', { name: 'Refresh firmographic data' });
  const industry = refresh.getByRole('row', { name: /Industry code/ });
  await expect(industry).toContainText('621210');
  await expect(industry).toContainText('Fills in');
  await refresh.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Data Refreshed Successfully!')).toBeVisible();
  await expect(refresh).toBeHidden();
  await expect(page.getByText('Offices of Dentists')).toBeVisible();
  await expect(card.getByTestId('last-scan')).toContainText('after a firmographics refresh');

  // Sync leads.
  await page.getByRole('button', { name: 'Sync leads' }).click();
  await page
    .getByRole('dialog', { name: `Sync leads for ${name}` })
    .getByRole('button', { name: 'Sync' })
    .click();
  await expect(page.getByText(`Sync Lead initiated for ${name}.`)).toBeVisible();
});
