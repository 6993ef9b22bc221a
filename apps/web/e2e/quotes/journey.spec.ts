import { expect, test, type Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

const choose = (dialog: Locator, question: RegExp, answer: 'Yes' | 'No') =>
  dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();

test('an agent answers the security questions, requests three variations, finds them on the QUOTES tab and downloads a proposal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The demo agent holds producer licences in the states of the agency's accounts.
  const email = 'agent@example.com';
  const token = await apiSignIn(request, email);
  const name = `Journey Dental Partners ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550188',
      naicsCode: '621210',
      noOfEmployees: 35,
      totalRevenue: 4_500_000,
      physicalAddress: { address1: '12 Beacon St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };

  await signIn(page, email, { to: `/agency/accounts/${account.id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // 1. the security questions
  await page.getByRole('button', { name: 'Security questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security Questions' });
  await choose(dialog, /security agreements with the third parties/, 'Yes');
  await choose(dialog, /verify new or changed bank account/, 'Yes');
  await choose(dialog, /second channel/, 'Yes');
  await choose(dialog, /two people/, 'Yes');
  await choose(dialog, /tested a full failover/, 'Yes');
  await choose(dialog, /DMZ/, 'Yes');
  await choose(dialog, /^MFA for e-mail/, 'Yes');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Security questions saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. three variations in the cart
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote calculator' })).toBeVisible();
  const premium = page.getByTestId('calculator-premium');
  await expect(premium).toHaveText(/\$[\d,]+\.\d\d/);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await addToCart.click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();
  for (const limit of ['$2,000,000', '$3,000,000']) {
    const before = await premium.textContent();
    await page.getByRole('combobox', { name: 'Aggregate limit' }).click();
    await page.getByRole('option', { name: limit }).click();
    await expect(premium).not.toHaveText(before ?? '');
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
  }

  // 3. request them
  await page.getByRole('button', { name: 'Cart (3)' }).click();
  const cart = page.getByRole('dialog', { name: 'List of Quotes to Request' });
  await expect(cart.getByTestId('cart-item')).toHaveCount(3);
  await cart.getByRole('button', { name: 'Request Quotes' }).click();
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();
  await page.waitForURL(/\/agency\/quotes$/);

  // 4. the QUOTES tab lists them
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(3);

  // 5. a proposal for one of them
  const first = rows.first();
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Actions / }).click();
  await page.getByRole('menuitem', { name: 'Download proposal' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-proposal\.pdf$/);
  expect(file.suggestedFilename()).toMatch(/^Journey_Dental_Partners_\d+-[\w.-]+-proposal\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
