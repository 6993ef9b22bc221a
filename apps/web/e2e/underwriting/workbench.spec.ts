import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

type Quote = { id: string; quoteNumber: string; product: string; totalPremium: number };

/** An account of the demo agent, a P100 quote on it, submitted for underwriter review (API). */
async function referredQuote(request: APIRequestContext, label: string) {
  const token = await apiSignIn(request, 'agent@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const name = `Journey ${label} ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers,
    data: {
      region: 'US',
      name,
      phone: '6175550188',
      naicsCode: '541511',
      noOfEmployees: 20,
      totalRevenue: 3_000_000,
      physicalAddress: { address1: '12 Court St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };
  const quoted = await request.post('/api/quote/v1/P100', {
    headers,
    data: { accountId: account.id },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const quote = (await quoted.json()) as Quote;
  const review = await request.post(`/api/quote/v1/P100/request-review/${quote.id}`, {
    headers,
    data: { reason: 'The insured wants a broker review of the ransomware terms' },
  });
  expect(review.status(), await review.text()).toBe(200);
  return { name, accountId: account.id, quote };
}

test("an agent's referred quote is released by the underwriter with an IRPM credit; the agent sees it READY at the new premium", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { name, quote } = await referredQuote(request, 'Release Dental');

  const uw = await (await browser.newContext()).newPage();
  await signIn(uw, 'underwriter@example.com', { to: '/admin/inbox' });
  await expect(uw.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await uw.getByRole('link', { name: `Open quote ${quote.quoteNumber}` }).click();
  await expect(
    uw.getByRole('heading', { name: `Quote ${quote.quoteNumber} for ${name}` }),
  ).toBeVisible();
  await expect(
    uw.getByText('The insured wants a broker review of the ransomware terms').first(),
  ).toBeVisible();

  // Pick it up: assigned to the underwriter, IN REVIEW.
  await uw.getByRole('button', { name: 'Pick up' }).click();
  await uw
    .getByRole('dialog', { name: 'Pick up quote' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(uw.getByRole('button', { name: 'Cancel to inbox' })).toBeVisible();

  // IRPM: an out-of-range item is Invalid; a 10 % credit saves and re-rates.
  await uw.getByRole('button', { name: 'IRPM' }).click();
  const irpm = uw.getByRole('dialog', { name: 'IRPM' });
  await irpm.getByLabel('Company Stability (%)').fill('9');
  await expect(irpm.getByText('Invalid')).toBeVisible();
  await expect(irpm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await irpm.getByLabel('Company Stability (%)').fill('-5');
  await irpm.getByLabel('Security Awareness (%)').fill('-5');
  await expect(irpm.getByText('CREDIT')).toBeVisible();
  await irpm.getByLabel('IRPM note').fill('Strong controls confirmed on the call');
  await irpm.getByRole('button', { name: 'Save' }).click();
  await expect(uw.getByText('IRPM saved')).toBeVisible();
  await expect(irpm).toBeHidden();

  const api = await apiSignIn(request, 'underwriter@example.com');
  const detail = await request.get(`/api/quote/v1/P100/details/${quote.id}`, {
    headers: { authorization: `Bearer ${api}` },
  });
  const credited = ((await detail.json()) as { quote: Quote }).quote;
  expect(credited.totalPremium).toBeLessThan(quote.totalPremium);

  // Release to READY.
  await uw.getByRole('button', { name: 'Release' }).click();
  const release = uw.getByRole('dialog', { name: 'Release quote' });
  await release.getByLabel('Note to the agent').fill('Released with a credit for strong controls');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(uw.getByText(`Quote# ${quote.quoteNumber} released`)).toBeVisible();

  // The agent sees it READY at the new premium on the QUOTES tab.
  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, 'agent@example.com', { to: '/agency/quotes' });
  await agent
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(quote.quoteNumber);
  const row = agent.getByRole('row', { name: new RegExp(quote.quoteNumber) });
  await expect(row.getByText('Ready')).toBeVisible();
  const premium = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    credited.totalPremium / 100,
  );
  await expect(row.getByText(premium)).toBeVisible();
});

test('an underwriter declines a quote and its account', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { name, quote, accountId } = await referredQuote(request, 'Decline Freight');

  await signIn(page, 'underwriter@example.com', { to: `/admin/inbox/P100/${quote.id}` });
  await expect(
    page.getByRole('heading', { name: `Quote ${quote.quoteNumber} for ${name}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Decline quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline quote' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Declination Reason is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Declination Reason' }).click();
  await page.getByRole('option', { name: 'Fill-in option' }).click();
  await dialog.getByLabel('Reason Description').first().fill('Loss history outside appetite');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Fill-In text is required')).toBeVisible();
  await dialog.getByLabel('Fill-In text').first().fill('Three ransomware losses in two years');

  await dialog.getByLabel('Also decline the account').check();
  await dialog.getByRole('combobox', { name: 'Declination Reason' }).nth(1).click();
  await page.getByRole('option', { name: 'Claims history' }).click();
  await dialog.getByLabel('Reason Description').nth(1).fill('Frequency of losses');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Account Declined Successfully!')).toBeVisible();
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();

  // The account is declined too.
  await page.goto(`/admin/accounts/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/Declined/).first()).toBeVisible();
});

test('an underwriter declines a whole submission from the SUBMISSIONS tab; its quotes are declined', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, 'agent@example.com');
  const headers = { authorization: `Bearer ${token}` };
  const name = `Journey Submission Labs ${Date.now()}`;
  const created = await request.post('/api/account/v1/accounts', {
    headers,
    data: {
      region: 'US',
      name,
      phone: '6175550199',
      naicsCode: '541511',
      noOfEmployees: 20,
      totalRevenue: 3_000_000,
      physicalAddress: { address1: '14 Court St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };
  const requestGroupId = crypto.randomUUID();
  const numbers: string[] = [];
  for (const limit of [1_000_000, 2_000_000]) {
    const res = await request.post('/api/quote/v1/P100', {
      headers,
      data: { accountId: account.id, requestGroupId, limit },
    });
    expect(res.status(), await res.text()).toBe(201);
    numbers.push(((await res.json()) as Quote).quoteNumber);
  }

  await signIn(page, 'underwriter@example.com', {
    to: `/admin/submissions?submission=${requestGroupId}`,
  });
  const drawer = page.getByRole('dialog', { name: `Submission for ${name}` });
  await expect(drawer.getByText(numbers[0]!)).toBeVisible();
  await expect(drawer.getByText(numbers[1]!)).toBeVisible();
  await drawer.getByRole('button', { name: 'Decline submission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline submission' });
  await dialog.getByRole('combobox', { name: 'Declination Reason' }).click();
  await page.getByRole('option', { name: 'Nature of Operations' }).click();
  await dialog.getByLabel('Reason Description').fill('Operations outside our appetite');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Submission declined')).toBeVisible();
  await expect(drawer.getByText('Declined').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Decline submission' })).toHaveCount(0);
});
