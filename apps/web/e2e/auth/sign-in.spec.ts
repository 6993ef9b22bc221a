import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { DEMO_PASSWORD, login, signIn, submitLogin } from '../fixtures/login.ts';

test('the site root opens the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /log ?in/i })).toBeVisible();
});

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'agent@example.com', 'not-the-password');
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page bounces to sign-in and returns after it', async ({ page }) => {
  await page.goto('/agency/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'agent@example.com');
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText('agent@example.com');
});

test('the login form signs the UK broker in and lands on the agency dashboard', async ({
  page,
}) => {
  await login(page, 'broker@example.com');
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText('broker@example.com');
});

test('a signed-in visitor at /login goes to their dashboard', async ({ page }) => {
  await signIn(page, 'carrier@example.com', { to: '/login' });
  await expect(page).toHaveURL(/\/carrier\/dashboard$/);
});

test("another persona's path sends the user to their own dashboard", async ({ page }) => {
  await signIn(page, 'customer@example.com', { to: '/admin/dashboard' });
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('logging out confirms and forgets the session', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/agency/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an authenticator user needs a 6-digit code', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'mfa@example.com');
  const code = page.locator('#login-code');
  await expect(code).toBeVisible();
  const loginButton = page.getByRole('button', { name: 'Login' });
  await expect(loginButton).toBeDisabled();
  await code.fill('12345');
  await expect(loginButton).toBeDisabled();
  await code.fill(authenticator.generate('KVKFKRCPNZQUYMLX'));
  await expect(loginButton).toBeEnabled();
  await loginButton.click();
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText('mfa@example.com');
});

test('special accounts get their own answers', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'unvalidated@example.com');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('link', { name: 'Resend Validation Email' })).toHaveAttribute(
    'href',
    '/resend-validation',
  );

  await page.goto('/login');
  await submitLogin(page, 'disabled@example.com');
  await expect(page.getByRole('alert')).not.toHaveText('Invalid credentials. Please try again.');

  await page.goto('/login');
  await submitLogin(page, 'expired@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/password-expired$/);
  await expect(page.getByText('Your password has expired')).toBeVisible();
});
