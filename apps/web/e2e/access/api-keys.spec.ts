import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

test('agency admin creates an API key, calls the API with it and sees the call in API activity', async ({
  page,
}) => {
  const name = `Journey key ${Date.now()}`;
  await signIn(page, 'agencyadmin@example.com');
  await page.getByRole('link', { name: 'API access keys' }).click();
  await expect(page).toHaveURL(/\/agency\/manage\/api-keys$/);

  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Description').fill('Created by the browser journey');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(secretDialog.getByText(/will not be shown again/)).toBeVisible();
  const apiKey = (await secretDialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(apiKey).toMatch(/^ck_[0-9a-f]{20}\.[A-Za-z0-9_-]{43}$/);
  await secretDialog.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(page.getByText(apiKey)).toHaveCount(0);
  const table = page.getByRole('table', { name: 'API access keys' });
  await expect(table.getByText(name)).toBeVisible();

  // A system calls the API with the key.
  const me = await page.request.get('/api/auth/v1/me', { headers: { 'x-api-key': apiKey } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe('agencyadmin@example.com');
  const refused = await page.request.get('/api/auth/v1/me', {
    headers: { 'x-api-key': `${apiKey.split('.')[0]}.wrong` },
  });
  expect(refused.status()).toBe(401);

  await page.getByRole('link', { name: 'API activity' }).click();
  await expect(page).toHaveURL(/\/agency\/manage\/api-activity$/);
  await expect(page.getByLabel('Time range')).toContainText('Last 7 days');
  const calls = page.getByRole('table', { name: 'API calls' });
  const row = calls.getByRole('row').filter({ hasText: '/api/auth/v1/me' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText('200');
  await expect(page.getByTestId('stat-total')).not.toHaveText('0');
  await expect(page.getByTestId('activity-chart')).toBeVisible();
});
