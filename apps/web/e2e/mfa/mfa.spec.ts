import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { signIn, submitLogin } from '../fixtures/login.ts';
import { codeFromMailbox, linkFromMailbox } from '../fixtures/mailbox.ts';
import { apiSignIn, newAgent } from '../fixtures/users.ts';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
}

const totp = (secret: string, offsetMs = 0, now = Date.now()) =>
  authenticator.clone({ epoch: now + offsetMs }).generate(secret);

test('turn on an authenticator app from the profile, then sign in with its code', async ({
  page,
}) => {
  const user = await newAgent(page.request, 'totp');
  await signIn(page, user.email, { password: user.password, to: '/agency/manage/me?tab=mfa' });
  await expect(page.getByTestId('mfa-current')).toHaveText('Not set up');
  await page.getByRole('button', { name: 'Authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // Two consecutive codes: the previous 30-second step's and the current one's, both taken from
  // one reading of the clock (read twice, a step boundary between the readings skips a step).
  const now = Date.now();
  const [first, second] = [totp(secret, -30_000, now), totp(secret, 0, now)];
  await page.locator('#mfa-code-1').fill(first);
  await page.locator('#mfa-code-2').fill(second);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Multi-factor authentication is now on.')).toBeVisible();
  await expect(page.getByTestId('mfa-current')).toHaveText('Authenticator app');

  await signOut(page);
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  const code = page.locator('#login-code');
  await expect(code).toBeVisible();
  // The code used at set-up is spent: the next step's code is accepted (±1 step of drift).
  await code.fill(totp(secret, 30_000));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
});

test('turn on e-mailed codes, then sign in with the code from the mailbox', async ({ page }) => {
  const user = await newAgent(page.request, 'emailcode');
  await signIn(page, user.email, { password: user.password, to: '/agency/manage/me?tab=mfa' });
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByText(/We sent a 6-digit code to em•+@example\.com/)).toBeVisible();
  await page
    .locator('#mfa-code-1')
    .fill(await codeFromMailbox(page.request, user.email, 'mfa-enrol-code'));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('mfa-current')).toHaveText('Email');

  await signOut(page);
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page.getByText('We sent a 6-digit code to your email address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
  await page
    .locator('#login-code')
    .fill(await codeFromMailbox(page.request, user.email, 'mfa-code'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
});

test('reset MFA through the e-mailed link, then sign in with the password only', async ({
  page,
}) => {
  // A user with e-mailed codes turned on (through the same calls the profile page makes).
  const user = await newAgent(page.request, 'mfareset');
  const accessToken = await apiSignIn(page.request, user.email, user.password);
  const headers = { authorization: `Bearer ${accessToken}` };
  const started = await page.request.put('/api/auth/v1/mfa/update?mfaType=EMAIL', {
    headers,
    data: {},
  });
  expect(started.ok()).toBe(true);
  const verified = await page.request.post('/api/auth/v1/mfa/verify', {
    headers,
    data: {
      mfaType: 'EMAIL',
      mfa1: await codeFromMailbox(page.request, user.email, 'mfa-enrol-code'),
    },
  });
  expect(verified.ok()).toBe(true);

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Reset MFA' })).toHaveAttribute('href', '/reset-mfa');
  await page.goto('/reset-mfa');
  await page.locator('#reset-mfa-email').fill(user.email);
  await page.locator('#reset-mfa-password').fill('wrong-password');
  await page.getByRole('button', { name: 'Reset MFA' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid login credentials. Please reset your password first, if necessary.',
  );
  await page.locator('#reset-mfa-password').fill(user.password);
  await page.getByRole('button', { name: 'Reset MFA' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // An unknown link goes to /login.
  await page.goto('/confirmPasswordReset/not-a-real-token');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await linkFromMailbox(page.request, user.email, 'mfa-reset'));
  await expect(page.getByRole('heading', { name: 'MFA is reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
});
