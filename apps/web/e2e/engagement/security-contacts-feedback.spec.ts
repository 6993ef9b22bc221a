import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { newestMessage } from '../fixtures/mailbox.ts';

const unique = Date.now().toString(36);

test('a customer adds a security contact and sends feedback', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, 'customer@example.com');

  // Security contacts: add one, with the form checking the phone first.
  await page.goto('/customer/manage/security-contacts');
  await expect(page.getByRole('heading', { name: 'Security contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a security contact' });
  await dialog.getByLabel(/^First name/).fill('Mary-Jane');
  await dialog.getByLabel(/^Last name/).fill(`O'Neil`);
  const email = `mj.${unique}@acme.example`;
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone number/).fill('123');
  await dialog.getByLabel(/^Title/).fill('CISO');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  await dialog.getByLabel(/^Phone number/).fill('6175550142');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact Added Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Security contacts' });
  const row = table.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toContainText(`Mary-Jane O'Neil`);
  await expect(row).toContainText('(617) 555-0142');

  // Feedback from the user menu: Send waits for a change; Kudos asks to share.
  await page.getByRole('button', { name: /account menu|user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Send feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback' });
  await expect(feedback.getByRole('button', { name: 'Send' })).toBeDisabled();
  await feedback.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Give Kudos to the team' }).click();
  await feedback.getByRole('radio', { name: 'Yes' }).check();
  const text = `Adding contacts was easy ${unique}`;
  await feedback.getByRole('textbox', { name: /Description/ }).fill(text);
  await expect(feedback.getByText(`${text.length}/500`)).toBeVisible();
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

  // The provider's feedback inbox got it, with who sent it and from where.
  const mail = await newestMessage(request, 'feedback@cyber.local', 'feedback');
  expect(mail).toContain(text);
  expect(mail).toContain('customer@example.com');
  expect(mail).toContain('/customer/manage/security-contacts');
  expect(mail).toContain('Permission to share: Yes');
});
