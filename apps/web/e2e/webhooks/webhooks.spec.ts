import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

const unique = Date.now().toString(36);

test('an admin creates a webhook, sets it up, sees it listed and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@example.com', { to: '/admin/manage/webhooks' });
  const table = page.getByRole('table', { name: 'Webhooks' });
  await expect(table).toBeVisible();

  // WebHookCreate: Create is enabled only once a company name is typed.
  const company = `Journey Receiver ${unique}`;
  await page.getByRole('button', { name: 'New webhook' }).click();
  const create = page.getByRole('dialog', { name: 'New webhook' });
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await create.getByLabel(/Company name/).fill(company);
  await create.getByRole('button', { name: 'Create' }).click();

  // WebHookEdit opens next: a short client id is refused, Generate fills both credentials.
  const edit = page.getByRole('dialog', { name: `Edit webhook: ${company}` });
  await expect(edit).toBeVisible();
  await edit.getByLabel(/Client ID/).fill('short');
  await edit.getByLabel(/Webhook URL/).fill('https://hooks.example.com/cyber-events');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Client ID must be exactly 32 characters')).toBeVisible();
  await edit.getByRole('button', { name: 'Generate' }).first().click();
  await edit.getByRole('button', { name: 'Generate' }).nth(1).click();
  await expect(edit.getByLabel(/Client ID/)).toHaveValue(/^[A-Za-z0-9]{32}$/);
  // A private address is refused by the server, and the message is shown in the dialog.
  await edit.getByLabel(/Webhook URL/).fill('http://127.0.0.1:8080/hook');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('private, local or reserved address');
  await edit.getByLabel(/Webhook URL/).fill('https://hooks.example.com/cyber-events');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // Listed, configured and active.
  const row = table.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('https://hooks.example.com/cyber-events');
  await expect(row).toContainText('Active');

  // The delivery log opens (empty so far) with the test button.
  await row.getByRole('button', { name: `Deliveries of ${company}` }).click();
  const drawer = page.getByRole('region', { name: 'Deliveries' });
  await expect(drawer.getByRole('button', { name: 'Send test event' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // WebHookDeleteConfirm.
  await row.getByRole('button', { name: `Delete ${company}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete webhook' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
});
