import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from '../fixtures/login.ts';
import { pdfText } from '../fixtures/pdf.ts';
import { createUkAccount } from '../fixtures/quotes.ts';

const BROKER = 'broker@example.com';

/** The calculator rated the account in pounds and the variation can go into the cart. */
async function ratedInPounds(page: Page) {
  await expect(page.getByTestId('calculator-premium')).toHaveText(/£[\d,]+\.\d\d/);
  await expect(page.getByText(/Enter the state code/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Excess' })).toHaveText('£25,000');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
}

test('a UK broker quotes a UK account in pounds: calculator, cart, quotes and a proposal in UK wording', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Journey Camden Studio Ltd ${Date.now()}`;
  const accountId = await createUkAccount(request, BROKER, name);

  await signIn(page, BROKER, { to: `/agency/accounts/${accountId}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // a UK brokerage is authorised as a firm: no licences per state to manage
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Quotes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Licen[cs]es/ })).toHaveCount(0);

  // 1. the calculator rates the account (its county is no rating state) in pounds
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/requestQuote/P_ONE/${accountId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quote calculator' })).toBeVisible();
  await ratedInPounds(page);
  await expect(page.getByText('Regulatory Defence and Penalties')).toBeVisible();
  const premium = page.getByTestId('calculator-premium');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await addToCart.click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();
  const before = await premium.textContent();
  await page.getByRole('combobox', { name: 'Aggregate limit' }).click();
  await page.getByRole('option', { name: '£2,000,000' }).click();
  await expect(premium).not.toHaveText(before ?? '');
  await expect(addToCart).toBeEnabled();
  await addToCart.click();

  // 2. the cart requests both
  await page.getByRole('button', { name: 'Cart (2)' }).click();
  const cart = page.getByRole('dialog', { name: 'List of Quotes to Request' });
  const items = cart.getByTestId('cart-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('£1,000,000');
  await expect(items.nth(1)).toContainText('£2,000,000');
  await cart.getByRole('button', { name: 'Request Quotes' }).click();
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();
  await page.waitForURL(/\/agency\/quotes$/);

  // 3. the QUOTES tab lists them in pounds
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('£');

  // 4. the proposal: pounds, UK wording and UK dates; no state and no US paper
  const download = page.waitForEvent('download');
  await rows
    .first()
    .getByRole('button', { name: /^Actions / })
    .click();
  await page.getByRole('menuitem', { name: 'Download proposal' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-proposal\.pdf$/);
  const text = pdfText(await readFile((await file.path())!));
  const lines = text.split('\n');
  for (const expected of [
    'Brokerage',
    'Excess',
    'Territory',
    'United Kingdom',
    'Regulatory Defence and Penalties',
    'Insurance premium tax',
  ]) {
    expect(lines, expected).toContain(expected);
  }
  expect(text).toMatch(/£[\d,]+\.\d\d/);
  expect(text).toMatch(/\d\d [A-Z][a-z]{2} \d{4} to \d\d [A-Z][a-z]{2} \d{4}/);
  for (const absent of ['State', 'ENG', 'Paper', 'Admitted', 'Deductible']) {
    expect(lines, absent).not.toContain(absent);
  }
  expect(text).not.toContain('$');
  expect(text).not.toContain('Defense');
});

test('a UK broker requests a quote step by step: no state licence step', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Journey Camden Steps Ltd ${Date.now()}`;
  const accountId = await createUkAccount(request, BROKER, name);

  await signIn(page, BROKER, { to: `/agency/accounts/${accountId}` });
  await page.getByRole('button', { name: 'Step-by-step request' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/agency/requestQuote/P_ONE/${accountId}/no-quote/verify$`),
  );
  const steps = page.getByLabel('Quote steps');
  await expect(steps).toContainText('Security questions');
  await expect(steps).not.toContainText(/licen[cs]e/i);

  const next = page.getByRole('button', { name: 'Next', exact: true });
  const atStep = async (slug: string, heading: string) => {
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  };
  await atStep('verify', 'Verify account');
  await next.click();
  await atStep('product-selector', 'Product');
  await next.click();
  await atStep('questions', 'Security questions');
  await next.click();

  // straight from the questions to the quote
  await atStep('quote', 'Quote');
  await ratedInPounds(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();
  await next.click();
  await atStep('additional-info', 'Additional info');
  await next.click();
  await atStep('verify-submission', 'Review and submit');
  await expect(page.getByRole('table', { name: 'Quotes to request' })).toContainText('£1,000,000');
  await page.getByRole('button', { name: 'Request Quote(s)' }).click();
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();
  await page.waitForURL(/\/agency\/quotes$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
