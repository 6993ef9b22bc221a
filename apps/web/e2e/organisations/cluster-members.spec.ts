import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

test('a provider admin creates a cluster, adds and removes an agency, then deletes it', async ({
  page,
}) => {
  const name = `Journey Cluster ${Date.now()}`;
  await signIn(page, 'admin@example.com', { to: '/admin/organisations?tab=cluster' });
  await expect(page.getByRole('tab', { name: 'Clusters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Create the cluster.
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const form = page.getByRole('dialog', { name: 'New cluster' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill('Agencies of the journey test');
  await form.getByLabel('Contact email').fill('journey.cluster@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const table = page.getByRole('table', { name: 'Clusters' });
  await page.getByPlaceholder('Search by name, hostname or contact email').fill(name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('journey.cluster@example.com');

  // Add Harbor Risk Partners.
  await row.getByRole('button', { name: `Agencies ${name}` }).click();
  const members = page.getByRole('dialog', { name: `Agencies in ${name}` });
  await members.getByRole('button', { name: 'Add agency' }).click();
  await expect(members.getByRole('alert')).toHaveText('Agency must be selected.');
  await members.getByLabel('Agency').fill('Harbor');
  await page.getByRole('option', { name: 'Harbor Risk Partners (Boston)' }).click();
  await members.getByRole('button', { name: 'Add agency' }).click();
  const memberRow = members.getByRole('row').filter({ hasText: 'Harbor Risk Partners' });
  await expect(memberRow).toHaveCount(1);

  // Remove it again.
  await memberRow.getByRole('button', { name: 'Remove Harbor Risk Partners' }).click();
  await expect(memberRow).toHaveCount(0);
  await expect(members.getByText('No Data')).toBeVisible();
  await members.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('cell').filter({ hasText: /^0$/ })).toHaveCount(2);

  // Delete the cluster.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(table.getByText('No Data')).toBeVisible();
});
