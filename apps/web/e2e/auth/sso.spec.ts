import { expect, test } from '@playwright/test';
import { startJourneyIdp, type JourneyIdp } from '../fixtures/sso.ts';
import { bearer } from '../fixtures/quotes.ts';

/** The journey's own e-mail domain, so no other journey's sign-in goes through its provider. */
const DOMAIN = `harbor-sso-${Date.now().toString(36)}.example`;
const PERSON = `dana.sso@${DOMAIN}`;

let idp: JourneyIdp;
let harbor: string;

test.beforeAll(async ({ request, baseURL }) => {
  idp = await startJourneyIdp(`${baseURL}/sso/callback`, {
    [PERSON]: { email: PERSON, email_verified: true, given_name: 'Dana', family_name: 'Sso' },
  });
  // Harbor Risk Partners: the demo agency admin's own organisation.
  const me = await request.get('/api/auth/v1/me', {
    headers: await bearer(request, 'agencyadmin@example.com'),
  });
  harbor = ((await me.json()) as { account: { id: string } }).account.id;
  // Provider staff set up the agency's identity provider.
  const res = await request.put(`/api/auth/v1/sso/providers/${harbor}`, {
    headers: await bearer(request, 'admin@example.com'),
    data: {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      emailDomains: [DOMAIN],
      defaultRoleKey: 'agent',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  if (harbor) {
    await request.delete(`/api/auth/v1/sso/providers/${harbor}`, {
      headers: await bearer(request, 'admin@example.com'),
    });
  }
  await idp?.close();
});

test("a new person signs in with the agency's identity provider and lands on its dashboard", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Work email').fill(PERSON);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The identity provider's own sign-in page.
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(PERSON);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back through /sso/callback to the agency's dashboard, as the new member.
  await page.waitForURL(/\/agency\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText(PERSON);
  expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeTruthy();
});

test('an address no provider serves is told so on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Work email').fill('someone@nowhere-sso.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Single sign-on is not set up for this e-mail domain.',
  );
  await expect(page).toHaveURL(/\/login$/);
});
