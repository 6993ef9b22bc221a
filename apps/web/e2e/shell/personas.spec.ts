import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { DEMO_USERS, signIn } from '../fixtures/login.ts';

// Each persona's landing and shell, with axe-core over its dashboard, its account menu and its
// profile (no serious or critical WCAG 2.1 A/AA violation); the login form itself is covered by
// auth/sign-in.spec.ts, the other screens' accessibility by accessibility.spec.ts.

for (const { email, persona } of DEMO_USERS) {
  test(`${email} lands on the ${persona} dashboard`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/${persona}/dashboard$`));
    await expect(page.getByTestId('user-full-name')).not.toBeEmpty();
    await expect(page.getByTestId('user-email')).toHaveText(email);
    await expect(page.getByTestId('organisation-name')).not.toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${email} dashboard`);

    // The account menu leads to the profile, whose second tab holds the MFA settings.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
    if (email === 'agent@example.com') await expectNoSeriousA11yViolations(page, 'account menu');
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/${persona}/manage/me$`));
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'MFA' })).toBeVisible();
    if (email === 'agent@example.com') {
      await expect(page.getByRole('textbox', { name: /First name/ })).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page, 'profile');
    }
  });
}

test('the UK broker sees British wording', async ({ page }) => {
  await signIn(page, 'broker@example.com');
  await expect(page.getByTestId('account-type')).toHaveText('Brokerage');
  await expect(page.getByTestId('organisation-region')).toHaveText('United Kingdom (en-GB)');
  await expect(page.getByText('Your organisation')).toBeVisible();
  await expect(page.getByText('GBP (£)')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('a US agent keeps American wording', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await expect(page.getByTestId('account-type')).toHaveText('Agency');
  await expect(page.getByText('Your organization')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
