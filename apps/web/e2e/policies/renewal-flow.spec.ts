import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { signIn } from '../fixtures/login.ts';
import { issuedPolicy, openPolicy } from '../fixtures/policies.ts';

test('an agent renews a policy through the renewal flow: verify, summary, then the custom quote in the calculator', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `Journey Renewal Flow Works ${Date.now()}`;
  const policy = await issuedPolicy(request, name, { inForce: true });
  const base = `/agency/policies/${policy.id}/account/${policy.accountId}/P100`;

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const drawer = await openPolicy(page, 'agency', policy.policyNumber);
  const renewal = drawer.getByRole('region', { name: 'Renewal', exact: true });
  await renewal.getByRole('link', { name: 'Open renewal' }).click();

  // verify: the account's firmographics and the expiring policy
  await expect(page).toHaveURL(`${base}/verify`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Renew policy ${policy.policyNumber}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Renew Policy/);
  const steps = page.getByLabel('Renewal steps');
  await expect(steps.getByRole('button', { name: 'Verify' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('table', { name: 'Account firmographics' })).toContainText(name);
  await expect(page.getByRole('region', { name: 'Expiring policy' })).toContainText(
    policy.policyNumber,
  );
  await expectNoSeriousA11yViolations(page, 'renewal verify');
  await page.getByRole('button', { name: 'Continue' }).click();

  // summary: the renewal quote prepared, what changed and why
  const prepared = page.getByText(/^Renewal quote Q-\d{4}-\d{7} prepared$/);
  await expect(prepared).toBeVisible();
  await expect(page).toHaveURL(`${base}/summary`);
  await expect(steps.getByRole('button', { name: 'Summary' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const quote = page.getByRole('region', { name: 'Renewal quote' });
  await expect(quote).toContainText(/Q-\d{4}-\d{7}/);
  const diff = page.getByRole('table', { name: 'What changed at renewal' });
  await expect(diff.getByRole('rowheader', { name: 'Annual premium' })).toBeVisible();
  await expect(diff.getByRole('rowheader', { name: 'Limit' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Why the premium changed' })
      .or(page.getByText('No change in the rating')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View quote' })).toHaveAttribute(
    'href',
    /^\/agency\/quotes\?quote=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${base}/verify`);
  // the screen's own accessibility, once the message has gone (the snackbar's colours are notistack's)
  await expect(prepared).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'renewal summary');

  // custom quote: the calculator on the renewal quote, saved in place
  await page.getByRole('link', { name: 'Customize quote' }).click();
  await expect(page).toHaveURL(`${base}/custom-quote`);
  await expect(steps.getByRole('button', { name: 'Custom quote' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByTestId('calculator-premium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});
