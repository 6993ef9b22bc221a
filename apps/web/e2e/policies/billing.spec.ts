import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { issuedPolicy } from '../fixtures/policies.ts';
import { bearer } from '../fixtures/quotes.ts';

test('a bound policy is invoiced: the agent finds its invoice under Billing, and a cancellation’s credit beside it; the UK broker finds neither', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Invoiced Clinic ${Date.now()}`);
  const admin = await bearer(request, 'admin@example.com');
  const cancelled = await request.put(`/api/policy/v1/${policy.id}/flatcancel`, {
    headers: admin,
    data: { reason: 'Issued in error' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page).toHaveURL('/agency/billing');
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  const table = page.getByRole('table', { name: 'Invoices' });
  const invoice = table.getByRole('row').filter({ hasText: `${policy.policyNumber}-01` });
  await expect(invoice).toContainText('New business');
  await expect(invoice).toContainText('Open');
  const credit = table.getByRole('row').filter({ hasText: `${policy.policyNumber}-02` });
  await expect(credit).toContainText('Adjustment');
  await expect(credit).toContainText('Credit');

  await signIn(page, 'broker@example.com', { to: '/agency/billing' });
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('No Data');
});
