import { expect, test } from '@playwright/test';

// A browser that has never answered the cookie question.
test.use({ storageState: { cookies: [], origins: [] } });

test('the cookie banner appears on /login and does not come back after Accept', async ({
  page,
}) => {
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();

  const stored = await page.evaluate(() => ({
    enabled: localStorage.getItem('cookies_enabled'),
    at: localStorage.getItem('cookies_last_consented'),
  }));
  expect(stored.enabled).toBe('true');
  expect(Number.isNaN(Date.parse(stored.at ?? ''))).toBe(false);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Longer than the banner's 1.5 s delay.
  await page.waitForTimeout(2_500);
  await expect(banner).toBeHidden();
});
