import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import {
  createUkAccount,
  createUsAccount,
  readyQuote,
  type JourneyQuote,
} from '../fixtures/quotes.ts';
import { apiSignIn } from '../fixtures/users.ts';

/**
 * Through the UI alone: the QUOTES tab → the quote's drawer → Bind; the BINDERS tab → Issue
 * policy; the POLICIES tab shows it issued. Returns the policy number.
 */
async function bindAndIssue(
  page: Page,
  email: string,
  quote: JourneyQuote,
  name: string,
  region: 'US' | 'UK',
): Promise<string> {
  // QUOTES tab → the quote's drawer → Bind
  await signIn(page, email, { to: '/agency/quotes' });
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(quote.quoteNumber);
  // the search has answered once the list holds that quote alone
  await expect(page.getByRole('button', { name: /^Actions Q-/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions ${quote.quoteNumber}` }).click();
  await page.getByRole('menuitem', { name: 'View quote' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: quote.quoteNumber });
  await drawer.getByRole('button', { name: 'Bind', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Bind quote ${quote.quoteNumber}?` });
  await confirm.getByRole('button', { name: 'Bind', exact: true }).click();
  const bound = page.getByText(
    new RegExp(`^Quote bound\\. Binder CYB-${region}-\\d{4}-\\d{7} created\\.$`),
  );
  await expect(bound).toBeVisible();
  const policyNumber = new RegExp(`CYB-${region}-\\d{4}-\\d{7}`).exec(
    (await bound.textContent()) ?? '',
  )![0];

  // BINDERS tab: the binder, then Issue policy from its drawer
  await page.goto('/agency/binders');
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(policyNumber);
  await expect(page.getByRole('button', { name: /^Open CYB-/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Open ${policyNumber}` }).click();
  const binder = page.getByRole('dialog', { name: `Binder ${policyNumber}` });
  await expect(binder).toContainText(name);
  await binder.getByRole('button', { name: 'Issue policy' }).click();
  await page
    .getByRole('dialog', { name: `Issue policy ${policyNumber}?` })
    .getByRole('button', { name: 'Issue', exact: true })
    .click();
  await expect(page.getByText(`Policy ${policyNumber} issued`)).toBeVisible();

  // POLICIES tab: the issued policy
  await page.goto('/agency/policies');
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(policyNumber);
  // the POLICIES list itself (the midterm changes below it open policies too)
  const list = page.getByRole('table', { name: 'Policies', exact: true });
  await expect(list.getByRole('button', { name: /^Open CYB-/ })).toHaveCount(1);
  const row = list.getByRole('row').filter({ hasText: policyNumber });
  await expect(row).toContainText('Issued');
  await expect(row).toContainText(name);

  return policyNumber;
}

test('an agent binds a ready quote from the QUOTES tab, then issues the binder into a policy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Journey Bind Dental ${Date.now()}`;
  const accountId = await createUsAccount(request, 'agent@example.com', name);
  const quote = await readyQuote(request, 'agent@example.com', accountId);

  const policyNumber = await bindAndIssue(page, 'agent@example.com', quote, name, 'US');

  // the account's quotes and policies: the dashboard's tabs narrowed to it
  await page.goto(`/agency/accounts/${accountId}`);
  await page.getByRole('link', { name: 'Quotes and policies' }).click();
  await expect(page).toHaveURL(`/agency/dashboard?tab=QUOTES&prefilterAccountId=${accountId}`);
  await expect(page.getByTestId('dashboard-account-filter')).toContainText(name);
  const tabs = page.getByRole('tabpanel');
  await expect(tabs.getByRole('row').filter({ hasText: quote.quoteNumber })).toBeVisible();
  await page.getByRole('tab', { name: 'Policies' }).click();
  await expect(tabs.getByRole('button', { name: /^Open CYB-/ })).toHaveCount(1);
  await expect(tabs.getByRole('row').filter({ hasText: policyNumber })).toContainText('Issued');
});

test('the UK broker binds a ready quote in pounds and issues it, through the UI alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Journey Camden Binder Ltd ${Date.now()}`;
  const accountId = await createUkAccount(request, 'broker@example.com', name);
  const quote = await readyQuote(request, 'broker@example.com', accountId, { product: 'P_ONE' });
  const policyNumber = await bindAndIssue(page, 'broker@example.com', quote, name, 'UK');
  const row = page
    .getByRole('table', { name: 'Policies', exact: true })
    .getByRole('row')
    .filter({ hasText: policyNumber });
  await expect(row).toContainText('£');
});

test('the UK broker sees its binder in pounds; another agency reaches nothing of it', async ({
  page,
  request,
}) => {
  await signIn(page, 'broker@example.com', { to: '/agency/binders' });
  const row = page.getByRole('row').filter({ hasText: 'Pennine Accountancy LLP' });
  await expect(row).toContainText('£');
  await expect(row).toContainText(/CYB-UK-\d{4}-\d{7}/);
  const number = /CYB-UK-\d{4}-\d{7}/.exec((await row.textContent()) ?? '')![0];

  const ukHeaders = { authorization: `Bearer ${await apiSignIn(request, 'broker@example.com')}` };
  const page1 = (await (
    await request.get('/api/policy/v1/search', {
      headers: ukHeaders,
      params: { kind: 'BINDERS', search: number },
    })
  ).json()) as { content: { id: string }[] };
  const id = page1.content[0]!.id;
  const usHeaders = { authorization: `Bearer ${await apiSignIn(request, 'agent@example.com')}` };
  expect((await request.get(`/api/policy/v1/${id}`, { headers: usHeaders })).status()).toBe(404);
});
