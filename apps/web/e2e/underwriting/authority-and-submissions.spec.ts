import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

type Quote = { id: string; quoteNumber: string; product: string };

/** A new account of the demo agent with one P100 quote in a submission of its own (API). */
async function accountWithSubmission(request: APIRequestContext, label: string, phone: string) {
  const token = await apiSignIn(request, 'agent@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const name = `Journey ${label} ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers,
    data: {
      region: 'US',
      name,
      phone,
      naicsCode: '541511',
      noOfEmployees: 20,
      totalRevenue: 3_000_000,
      physicalAddress: { address1: '16 Court St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };
  const submissionId = crypto.randomUUID();
  const quoted = await request.post('/api/quote/v1/P100', {
    headers,
    data: { accountId: account.id, requestGroupId: submissionId },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  return {
    name,
    headers,
    accountId: account.id,
    submissionId,
    quote: (await quoted.json()) as Quote,
  };
}

test('an agent requests one more quote into an open submission through the submissions-* steps', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { name, submissionId, quote } = await accountWithSubmission(
    request,
    'More Quotes Co',
    '6175550166',
  );
  await signIn(page, 'agent@example.com', {
    to: `/agency/submissions?submission=${submissionId}`,
  });
  const drawer = page.getByRole('dialog', { name: `Submission for ${name}` });
  await expect(drawer.getByText(quote.quoteNumber)).toBeVisible();
  await drawer.getByRole('link', { name: 'Request more quotes' }).click();
  await expect(page).toHaveURL(/\/no-quote\/submissions-verify\?submissionId=/);
  await expect(page.getByText(/join the submission of .*, which has 1 quote\./)).toBeVisible();

  const next = page.getByRole('button', { name: 'Next', exact: true });
  const atStep = async (slug: string, heading: string) => {
    await expect(page).toHaveURL(
      new RegExp(`/submissions-${slug}\\?submissionId=${submissionId}$`),
    );
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  };
  await atStep('verify', 'Verify account');
  await next.click();
  await atStep('product-selector', 'Product');
  await next.click();
  await atStep('questions', 'Security questions');
  await next.click();
  await atStep('state-license', 'State license');
  await page.getByRole('button', { name: 'Request Quote', exact: true }).click();
  await atStep('quote', 'Quote');
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Variation added to the cart.')).toBeVisible();
  await next.click();
  await atStep('additional-info', 'Additional info');
  await next.click();
  await atStep('verify-submission', 'Review and submit');
  await page.getByRole('button', { name: 'Request Quote(s)' }).click();
  await expect(page.getByText('Quote request(s) sent successfully!')).toBeVisible();

  // back on the submission: two quotes now
  await page.waitForURL(new RegExp(`/agency/submissions\\?submission=${submissionId}`));
  const after = page.getByRole('dialog', { name: `Submission for ${name}` });
  await expect(after.getByRole('table', { name: 'Quotes' }).getByRole('row')).toHaveCount(3);
});

test("an admin narrows the underwriter's authority; a release beyond it waits in the senior queue", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers, quote } = await accountWithSubmission(request, 'Authority Works', '6175550155');
  const review = await request.post(`/api/quote/v1/P100/request-review/${quote.id}`, {
    headers,
    data: { reason: 'Broker asks for an underwriter review' },
  });
  expect(review.status(), await review.text()).toBe(200);

  const adminToken = await apiSignIn(request, 'admin@example.com');
  const adminHeaders = { authorization: `Bearer ${adminToken}` };
  const listed = await request.get('/api/quote/v1/underwriters', { headers: adminHeaders });
  const priya = (
    (await listed.json()) as { content: { id: string; email: string }[] }
  ).content.find((u) => u.email === 'underwriter@example.com')!;
  const restore = () =>
    request.put(`/api/quote/v1/underwriters/${priya.id}/authority`, {
      headers: adminHeaders,
      data: { maxLimit: 5_000_000, maxPremium: 15_000_000, products: null, isSenior: false },
    });
  try {
    await signIn(page, 'admin@example.com', { to: '/admin/manage/underwriting-authority' });
    await page.getByRole('button', { name: 'Edit the authority of Priya Shah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authority of Priya Shah' });
    await dialog.getByLabel('Largest limit').fill('100,000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Underwriting authority of Priya Shah updated')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Underwriting authority' })
      .getByRole('row')
      .filter({ hasText: 'underwriter@example.com' });
    await expect(row).toContainText('$100,000');

    const uw = await (await browser.newContext()).newPage();
    await signIn(uw, 'underwriter@example.com', { to: `/admin/inbox/P100/${quote.id}` });
    await uw.getByRole('button', { name: 'Release' }).click();
    await uw
      .getByRole('dialog', { name: 'Release quote' })
      .getByRole('button', { name: 'Release' })
      .click();
    await expect(
      uw.getByText(
        `Quote# ${quote.quoteNumber} is above your underwriting authority and has been sent to a senior underwriter`,
      ),
    ).toBeVisible();
  } finally {
    const restored = await restore();
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
