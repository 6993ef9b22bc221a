import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn, uniqueAddress } from '../fixtures/users.ts';
import { newestMessage } from '../fixtures/mailbox.ts';

test('a provider admin adds an agency, then creates its first user who gets the confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Journey Agency ${stamp}`;
  const email = uniqueAddress('agency-first-user');

  await signIn(page, 'admin@example.com', { to: '/admin/agencies' });
  await expect(page.getByRole('table', { name: 'Agencies' })).toBeVisible();

  await page.getByRole('button', { name: 'Add agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an agency' });
  // The form rules first: an 11-digit NPN and missing required fields.
  await dialog.locator('#add-agency-form-npn').fill('12345678901');
  await dialog.getByRole('button', { name: 'Add agency' }).click();
  await expect(dialog.getByText('NPN must be less than or equal to 10 digits')).toBeVisible();
  await expect(dialog.getByText('Hostname is required')).toBeVisible();

  await dialog.locator('#add-agency-form-npn').fill('1234567890');
  await dialog.locator('#add-agency-form-name').fill(name);
  await dialog.locator('#add-agency-form-hostname').fill(`journey-${stamp}.example.com`);
  await dialog.locator('#add-agency-form-contactFirstName').fill('Pat');
  await dialog.locator('#add-agency-form-contactLastName').fill('Journey');
  await dialog.locator('#add-agency-form-contactEmail').fill(`pat-${stamp}@example.com`);
  await dialog.locator('#add-agency-form-contactPhone').fill('6175550199');
  await dialog.getByRole('button', { name: 'Add agency' }).click();
  await expect(page.getByText('Agency successfully added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table finds it; its page opens.
  await page.getByRole('textbox', { name: /Search/ }).fill(stamp);
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('agency-hostname')).toHaveText(`journey-${stamp}.example.com`);

  // Its first user: an Agency Admin, who is e-mailed a confirmation link.
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add a user' });
  await userDialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Agency Admin' }).click();
  await userDialog.locator('#user-first-name').fill('Robin');
  await userDialog.locator('#user-last-name').fill('First');
  await userDialog.locator('#user-email').fill(email);
  await userDialog.locator('#user-phone').fill('6175550123');
  await userDialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`We have sent ${email} an email`)).toBeVisible();
  await expect(page.getByText('0 accounts, 1 users')).toBeVisible();

  const text = await newestMessage(page.request, email, 'user-confirmation');
  expect(text).toContain(name);
  expect(new URL(/https?:\/\/[^\s<>"']+/.exec(text)![0]).pathname).toMatch(/^\/confirmUser\//);
});

test('a provider admin pauses payments to an agency and sees it, then edits its FEIN', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A fresh agency, so the demo agencies other journeys use keep paying and their FEIN.
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Payments Agency ${stamp}`;
  const token = await apiSignIn(page.request, 'admin@example.com');
  const created = await page.request.post('/api/account/v1/agency', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      hostname: `payments-${stamp}.example.com`,
      contactFirstName: 'Pat',
      contactLastName: 'Payments',
      contactEmail: `pat-${stamp}@example.com`,
      contactPhone: '6175550199',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { agency } = (await created.json()) as { agency: { id: string } };

  await signIn(page, 'admin@example.com', { to: `/admin/agencies/${agency.id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Pause: asked first, then the page says so and offers to resume.
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByTestId('agency-payments-status')).toHaveText('Payments active');
  await payments.getByRole('button', { name: 'Pause payments' }).click();
  const confirm = page.getByRole('dialog', { name: `Pause payments to ${name}?` });
  await confirm.getByRole('button', { name: 'Pause payments' }).click();
  await expect(page.getByText(`Payments to ${name} are paused`)).toBeVisible();
  await expect(payments.getByTestId('agency-payments-status')).toHaveText('Payments paused');
  await expect(payments.getByRole('button', { name: 'Resume payments' })).toBeVisible();
  // It holds after a reload: the agency reports pausedPayment.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Payments' }).getByTestId('agency-payments-status'),
  ).toHaveText('Payments paused');

  // FEIN: the format rule first, then 9 digits stored as NN-NNNNNNN.
  const tax = page.getByRole('region', { name: 'Tax identification' });
  await expect(tax.getByTestId('agency-fein')).toHaveText('Not set');
  await tax.getByRole('button', { name: 'Edit FEIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Federal Employer Identification Number' });
  await dialog.locator('#agency-fein-input').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('FEIN must be 9 digits, as 123456789 or 12-3456789')).toBeVisible();
  await dialog.locator('#agency-fein-input').fill('123456789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FEIN saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tax.getByTestId('agency-fein')).toHaveText('12-3456789');
});
