import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

test('an agent uploads a document on an account, sees it in the list and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The demo customer account of the agent's agency.
  const token = await apiSignIn(request, 'agent@example.com');
  const found = await request.get('/api/docs/v1/search?search=Acme%20Application', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { content } = (await found.json()) as { content: { accountId: string }[] };
  const accountId = content[0]!.accountId;

  await signIn(page, 'agent@example.com', { to: `/agency/accounts/${accountId}` });
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card).toContainText('Acme Application 2026');

  const unique = Date.now().toString(36);
  await card.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `board-minutes-${unique}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Board minutes ${unique}\nAll good.\n`),
  });
  await expect(dialog.getByRole('textbox', { name: /File Name/ })).toHaveValue(
    `board-minutes-${unique}`,
  );
  await dialog.getByRole('combobox', { name: /Doc Type/ }).click();
  await page.getByRole('option', { name: 'Correspondence' }).click();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = card.getByRole('row', { name: new RegExp(`board-minutes-${unique}`) });
  await expect(row).toContainText('Correspondence');
  await expect(row).toContainText('Jordan Reyes');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download board-minutes-${unique}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`board-minutes-${unique}.txt`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).toString()).toContain(`Board minutes ${unique}`);

  // The documents screen lists it too.
  await page.goto('/agency/documents');
  await expect(page.getByRole('table', { name: 'Documents' })).toContainText(
    `board-minutes-${unique}`,
  );
});
