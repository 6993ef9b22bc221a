import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

test('an agent walks an account through the quote flow, requests the quote and is offered a refresh on the QUOTES tab', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = 'agent@example.com';
  const token = await apiSignIn(request, email);
  const name = `Journey Flow Analytics ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550177',
      naicsCode: '541511',
      noOfEmployees: 20,
      totalRevenue: 3_000_000,
      physicalAddress: { address1: '40 Court St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };

  await signIn(page, email, { to: `/agency/accounts/${account.id}` });
  await page.getByRole('button', { name: 'Step-by-step request' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/agency/requestQuote/P100/${account.id}/no-quote/verify$`),
  );

  // verify: the firmographics and no eligibility message
  await expect(page.getByRole('table', { name: 'Account firmographics' })).toBeVisible();
  await expect(page.getByText('541511')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  /**
   * The URL changes before the step renders: wait for the step's own heading, so Next is pressed
   * on the step it belongs to (not on the one just left, whose press would go nowhere).
   */
  const atStep = async (slug: string, heading: string) => {
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  };
  await next.click();

  // product, questions
  await atStep('product-selector', 'Product');
  await next.click();
  await atStep('questions', 'Security questions');
  await next.click();

  // state licence: the demo agent is licensed in MA
  await atStep('state-license', 'State license');
  await expect(page.getByText('You hold a valid producer license in MA.')).toBeVisible();
  await page.getByRole('button', { name: 'Request Quote', exact: true }).click();

  // quote: the embedded calculator fills the cart
  await atStep('quote', 'Quote');
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();
  await next.click();

  // additional info, review, request
  await atStep('additional-info', 'Additional info');
  await next.click();
  await atStep('verify-submission', 'Review and submit');
  await expect(page.getByRole('table', { name: 'Quotes to request' })).toContainText('Popular');
  await page.getByRole('button', { name: 'Request Quote(s)' }).click();
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();
  await page.waitForURL(/\/agency\/quotes$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  // 10 s later the list offers a refresh
  await expect(
    page.getByText('Your quote request was sent. Refresh the list to see its latest status.'),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
