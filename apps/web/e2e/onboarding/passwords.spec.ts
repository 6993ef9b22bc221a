import { expect, test } from '@playwright/test';
import { submitLogin } from '../fixtures/login.ts';
import { newAgent, newUnvalidatedCustomer } from '../fixtures/users.ts';
import { linkFromMailbox } from '../fixtures/mailbox.ts';

const NEW_PASSWORD = 'Northern-Lights-77';

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page }) => {
  test.setTimeout(60_000);
  const { email } = await newAgent(page.request, 'forgot');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.locator('#forgot-email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('If an account exists for this email address, we have sent it a link'),
  ).toBeVisible({ timeout: 20_000 });

  const link = await linkFromMailbox(page.request, email, 'password-reset');
  expect(link).toMatch(/^\/reset-password\//);
  await page.goto(link);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Password' });
  await page.locator('#new-password').fill(NEW_PASSWORD);
  await page.locator('#confirm-password').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.locator('#confirm-password').fill(NEW_PASSWORD);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/login\?passwordReset=true$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await submitLogin(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/agency\/dashboard$/);

  // The link is single use.
  await page.goto(link);
  await expect(
    page.getByText("The reset link you're using has expired and you will need to get a new one"),
  ).toBeVisible();
});

test('an unvalidated user validates the address from a new e-mail and signs in', async ({
  page,
}) => {
  const { email, password } = await newUnvalidatedCustomer(page.request);
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.getByRole('alert').getByRole('link', { name: 'Resend Validation Email' }).click();
  await expect(page).toHaveURL(/\/resend-validation$/);
  await page.locator('#resend-email').fill(email);
  await page.getByRole('button', { name: 'Resend Validation Email' }).click();
  await expect(page.getByText('we have sent it a new validation email')).toBeVisible();

  const link = await linkFromMailbox(page.request, email, 'email-validation');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?emailValidated=true$/);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});
