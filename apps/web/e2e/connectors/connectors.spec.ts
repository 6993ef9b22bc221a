import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

test('customer connects a security tool (addendum, token form), sees its score, then removes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'customer@example.com');
  await page.getByRole('link', { name: 'Connectors' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // The seeded Microsoft 365 connection is listed with its score and history.
  const connections = page.getByRole('table', { name: 'Your connections' });
  await expect(connections.getByTestId('connection-MICROSOFT')).toContainText('Connected');
  await expect(page.getByTestId('score-history-chart')).toBeVisible();

  // Connect Sophos: the privacy addendum first (Accept disabled until ticked) …
  await page.getByRole('button', { name: 'Connect Sophos Central' }).click();
  const addendum = page.getByRole('dialog', { name: 'Privacy addendum' });
  const accept = addendum.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await addendum.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await accept.click();

  // … then the token form with its message.
  const form = page.getByRole('dialog', { name: 'Connect Sophos Central' });
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText('Token is required')).toBeVisible();
  await form.getByLabel(/Token/).fill('invalid-token');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to add the connector');
  await form.getByLabel(/Token/).fill('sophos-demo-token-4821');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connector added successfully!')).toBeVisible();

  const row = connections.getByTestId('connection-SOPHOS');
  await expect(row).toContainText('Connected');
  await expect(row.getByTestId('latest-score')).toHaveText(/^\d{1,3}$/);
  await expect(row).toContainText('••••4821');
  await expect(page.getByTestId('connector-SOPHOS')).toContainText('Connected');

  // Remove: confirm, then the success message after the 5 s delay.
  await row.getByRole('button', { name: 'Remove Sophos Central' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove connector' });
  await expect(confirm).toContainText('90 days');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(connections.getByTestId('connection-SOPHOS')).toHaveCount(0);
  await expect(page.getByText('Connector removed successfully!')).toHaveCount(0);
  await expect(page.getByText('Connector removed successfully!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Connect Sophos Central' })).toBeVisible();
});
