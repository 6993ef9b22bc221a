import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { issuedPolicy, type JourneyPolicy } from '../fixtures/policies.ts';
import { bearer, readyQuote } from '../fixtures/quotes.ts';

async function payByTestCard(page: Page, submit: RegExp) {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/35');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: submit }).click();
}

test('the agent pays an open invoice by card from Billing: the card is tokenised, the invoice is paid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Card Payer ${Date.now()}`);
  await signIn(page, 'agent@example.com', { to: '/agency/billing' });
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  const table = page.getByRole('table', { name: 'Invoices' });
  await table.getByRole('link', { name: `Pay ${policy.policyNumber}-01` }).click();
  await expect(page).toHaveURL(`/agency/policy/${policy.id}/accountant-payment`);
  await expect(page.getByText(/Sandbox — no money moves/)).toBeVisible();

  // a real card number is refused in the browser and nothing is sent
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/35');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/billing/v1/paid')) sent.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(
    page.getByText('The sandbox accepts only its test cards', { exact: false }),
  ).toBeVisible();
  expect(sent).toEqual([]);

  await payByTestCard(page, /^Pay \$/);
  await expect(
    page.getByText(`Thank you for making payment for Policy# ${policy.policyNumber}`),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain('4242424242424242');

  await page.goto('/agency/billing');
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  await expect(
    table.getByRole('row').filter({ hasText: `${policy.policyNumber}-01` }),
  ).toContainText('Paid');
});

test('the agent takes the installment plan from the policy’s payment address; the premium processor then finds the policy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Financed Firm ${Date.now()}`);
  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  // the spec's address redirects into the persona's shell
  await page.goto(`/policy/${policy.id}/accountant-payment`);
  await expect(page).toHaveURL(`/agency/policy/${policy.id}/accountant-payment`);
  await page.getByRole('radio', { name: 'Pay with an installment plan' }).check();
  const schedule = page.getByRole('table', { name: 'Installment schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(11);
  // the financing quote at the partner's APR, accepted with a signature (decision 056)
  await page.getByRole('button', { name: 'Review financing terms' }).click();
  const acceptance = page.getByRole('dialog', { name: 'Premium financing acceptance' });
  await expect(acceptance).toContainText('9.90 %');
  await expect(acceptance).toContainText(`PF-${policy.policyNumber}-1`);
  await acceptance.getByRole('button', { name: 'Accept' }).click();
  await expect(acceptance.getByText('Please enter full name.')).toBeVisible();
  await acceptance.getByRole('textbox', { name: 'Full name' }).fill('Dana Whitfield');
  await acceptance.getByRole('button', { name: 'Accept' }).click();
  await expect(acceptance).toBeHidden();
  await expect(page.getByText(/accepted by Dana Whitfield/)).toBeVisible();
  await payByTestCard(page, /^Pay down payment of \$/);
  await expect(
    page.getByText(`Thank you for making payment for Policy# ${policy.policyNumber}`),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Installment schedule' })).toBeVisible();
  // for ten days the payer may disaffirm; this one keeps its financing
  await expect(page.getByRole('button', { name: 'Disaffirm financing' })).toBeVisible();

  await signIn(page, 'premiumprocessor@example.com', { to: '/premiumprocessor/dashboard' });
  // the processor's dashboard lists the plan it now finances, newest first
  const financed = page.getByRole('list', { name: 'Financed policies' });
  await expect(financed.getByRole('listitem').first()).toContainText(
    `${policy.policyNumber} · Journey Financed Firm`,
  );
  await expect(financed.getByRole('listitem').first()).toContainText('financed in 10 installments');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  await expect(
    page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({
        hasText: `${policy.policyNumber}-01`,
      }),
  ).toContainText('Paid');
});

test('financing disaffirmed within ten days: what was financed is owed again, due in thirty days', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Disaffirming Firm ${Date.now()}`);
  await signIn(page, 'agent@example.com', { to: `/agency/policy/${policy.id}/accountant-payment` });
  await page.getByRole('radio', { name: 'Pay with an installment plan' }).check();
  await page.getByRole('button', { name: 'Review financing terms' }).click();
  const acceptance = page.getByRole('dialog', { name: 'Premium financing acceptance' });
  await acceptance.getByRole('textbox', { name: 'Full name' }).fill('Dana Whitfield');
  await acceptance.getByRole('button', { name: 'Accept' }).click();
  await expect(acceptance).toBeHidden();
  await payByTestCard(page, /^Pay down payment of \$/);
  await page.getByRole('button', { name: 'Disaffirm financing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disaffirm the premium finance agreement?' });
  await confirm.getByRole('button', { name: 'Disaffirm' }).click();
  await expect(
    page.getByText(/^Premium financing disaffirmed\. The annual payment is due by/),
  ).toBeVisible();
  await expect(page.getByText(/^Premium financing was disaffirmed on/)).toBeVisible();
  // the rest is paid as any balance (by card, the first option)
  await payByTestCard(page, /^Pay \$/);
  await expect(
    page.getByText(`Thank you for making payment for Policy# ${policy.policyNumber}`),
  ).toBeVisible();
});

test('the policyholder pays its new binder’s invoice by card from its own Billing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Harbor binds a new P100 for Acme Dental Group, customer@example.com's account.
  const me = await request.get('/api/auth/v1/me', {
    headers: await bearer(request, 'customer@example.com'),
  });
  const acme = ((await me.json()) as { account: { id: string } }).account.id;
  const quote = await readyQuote(request, 'agent@example.com', acme);
  const bound = await request.post(`/api/quote/v1/P100/bind/${quote.id}`, {
    headers: await bearer(request, 'agent@example.com'),
    data: {},
  });
  expect(bound.status(), await bound.text()).toBe(201);
  const policy = ((await bound.json()) as { policy: JourneyPolicy }).policy;

  await signIn(page, 'customer@example.com', { to: '/customer/billing' });
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  const table = page.getByRole('table', { name: 'Invoices' });
  await table.getByRole('link', { name: `Pay ${policy.policyNumber}-01` }).click();
  await expect(page).toHaveURL(`/customer/policy/${policy.id}/accountant-payment`);
  await payByTestCard(page, /^Pay \$/);
  await expect(
    page.getByText(`Thank you for making payment for Policy# ${policy.policyNumber}`),
  ).toBeVisible();

  await page.goto('/customer/billing');
  await page.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  await expect(
    table.getByRole('row').filter({ hasText: `${policy.policyNumber}-01` }),
  ).toContainText('Paid');
});

test('the policyholder pays everything it owes on two new policies in one payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Harbor binds two new policies for Acme Dental Group, customer@example.com's account.
  const me = await request.get('/api/auth/v1/me', {
    headers: await bearer(request, 'customer@example.com'),
  });
  const acme = ((await me.json()) as { account: { id: string } }).account.id;
  const numbers: string[] = [];
  for (const product of ['P100', 'P250'] as const) {
    const quote = await readyQuote(request, 'agent@example.com', acme, { product });
    const bound = await request.post(`/api/quote/v1/${product}/bind/${quote.id}`, {
      headers: await bearer(request, 'agent@example.com'),
      data: {},
    });
    expect(bound.status(), await bound.text()).toBe(201);
    numbers.push(((await bound.json()) as { policy: JourneyPolicy }).policy.policyNumber);
  }

  await signIn(page, 'customer@example.com', { to: '/customer/billing' });
  const section = page.getByRole('region', { name: 'Pay all policies' });
  const lines = section.getByRole('list', { name: 'Policies in this payment' });
  for (const number of numbers) await expect(lines).toContainText(`Policy# ${number}`);
  await section.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d for all policies$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay all policies' });
  await expect(
    dialog.getByText(/^One payment of \$[\d,]+\.\d\d for \d+ policies\.$/),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/35');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Payment of \$[\d,]+\.\d\d made for \d+ policies\.$/)).toBeVisible();

  // each policy's invoice is paid
  const table = page.getByRole('table', { name: 'Invoices' });
  for (const number of numbers) {
    await page.getByRole('textbox', { name: /^Search/ }).fill(number);
    await expect(table.getByRole('row').filter({ hasText: `${number}-01` })).toContainText('Paid');
  }
});
