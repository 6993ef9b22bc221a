import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { uniqueAddress } from '../fixtures/users.ts';
import { newestMessage } from '../fixtures/mailbox.ts';

const NEW_PASSWORD = 'Harbour-Lights-42';

test('an agency admin creates a user, who confirms by e-mail and lands on the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueAddress('new-user');
  await signIn(page, 'agencyadmin@example.com', { to: '/agency/manage/users' });
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Agent' }).click();
  await dialog.locator('#user-first-name').fill('Casey');
  await dialog.locator('#user-last-name').fill('Journey');
  await dialog.locator('#user-email').fill(email);
  await dialog.locator('#user-phone').fill('6175550199');
  await expect(dialog.locator('#user-phone')).toHaveValue('(617) 555-0199');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`We have sent ${email} an email`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table finds the new user, not yet confirmed.
  await page.getByRole('textbox', { name: /Search/ }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Invitation pending')).toBeVisible();

  // The new user opens the e-mailed link in their own browser.
  const text = await newestMessage(page.request, email, 'user-confirmation');
  const link = new URL(/https?:\/\/[^\s<>"']+/.exec(text)![0]);
  expect(link.pathname).toMatch(/^\/confirmUser\//);
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(`${link.pathname}${link.search}`);
  await expect(newcomer.getByText(`Choose a password for ${email}`)).toBeVisible();
  await newcomer.locator('#new-password').fill(NEW_PASSWORD);
  await newcomer.locator('#confirm-password').fill(NEW_PASSWORD);
  await newcomer.getByRole('button', { name: 'Save Password' }).click();
  await expect(newcomer).toHaveURL(/\/agency\/dashboard$/, { timeout: 20_000 });
  await context.close();
});

test('an agency admin creates a team, then deletes it', async ({ page }) => {
  const name = `Journey ${Date.now().toString(36)}`;
  await signIn(page, 'agencyadmin@example.com', { to: '/agency/manage/teams' });
  const table = page.getByRole('table', { name: 'Teams' });
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: 'Add team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a team' });
  await dialog.locator('#team-name').fill(name);
  await dialog.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Team created')).toBeVisible();
  await page.getByRole('textbox', { name: /Search/ }).fill(name);
  await expect(table.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByText('Team removed')).toBeVisible();
  await expect(table.getByText(name)).toBeHidden();
});
