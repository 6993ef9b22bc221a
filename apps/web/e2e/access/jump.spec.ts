import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

test('provider admin finds an agency on the dashboard and jumps into it in a new tab', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const card = page.getByRole('region', { name: 'Jump to an organization' });
  await card.getByLabel('Search organizations').fill('Harbor');
  const jump = card.getByRole('button', { name: 'Jump to Harbor Risk Partners Boston' });
  await expect(jump).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);

  const [tab] = await Promise.all([context.waitForEvent('page'), jump.click()]);
  await tab.waitForURL(/\/agency\/dashboard$/);
  await expect(tab.getByText('Viewing as Harbor Risk Partners Boston')).toBeVisible();
  await expect(tab.getByTestId('organisation-name')).toHaveText('Harbor Risk Partners Boston');
  await expect(tab.getByTestId('user-email')).toHaveText('admin@example.com');

  // The original tab is still the provider admin in their own account.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/^Viewing as/)).toHaveCount(0);
  await expect(page.getByTestId('organisation-name')).toHaveText('Bellwether Cyber');
});
