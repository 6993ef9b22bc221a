import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { newestMessage } from '../fixtures/mailbox.ts';
import {
  accountNamed,
  bearer,
  createUsAccount,
  readyQuote,
  type JourneyQuote,
} from '../fixtures/quotes.ts';
import { uniqueAddress } from '../fixtures/users.ts';

/** The QUOTES tab's drawer of one quote, found by its number. */
async function openQuote(page: Page, quote: JourneyQuote) {
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(quote.quoteNumber);
  await expect(page.getByRole('button', { name: /^Actions Q-/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions ${quote.quoteNumber}` }).click();
  await page.getByRole('menuitem', { name: 'View quote' }).click();
  return page.getByRole('presentation').filter({ hasText: quote.quoteNumber });
}

/** The newest message to `to` of a template that names `needle` (other journeys write too). */
async function messageNaming(
  request: APIRequestContext,
  to: string,
  template: string,
  needle: string,
) {
  let text = '';
  await expect
    .poll(async () => {
      text = await newestMessage(request, to, template);
      return text.includes(needle);
    })
    .toBe(true);
  return text;
}

const pathOf = (text: string, pattern: RegExp) => {
  const link = /https?:\/\/[^\s<>"']+/g;
  for (const m of text.matchAll(link)) {
    const url = new URL(m[0]);
    if (pattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link matching ${String(pattern)} in: ${text}`);
};

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('the agent verifies and requests to bind; the policyholder signs; the agent binds and issues; the policy is on the policyholder’s side', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const acme = await accountNamed(request, 'agent@example.com', 'Acme Dental Group');
  const quote = await readyQuote(request, 'agent@example.com', acme);

  // the agent: verified by agent, then Request to bind with the policyholder contact
  await signIn(page, 'agent@example.com', { to: '/agency/quotes' });
  let drawer = await openQuote(page, quote);
  const card = drawer.getByRole('region', { name: 'Request to bind' });
  const verified = card.getByRole('checkbox', { name: /^Verified by agent/ });
  // the demo account may have been verified by an earlier run: the box then stays locked
  if (!(await verified.isChecked())) await verified.click();
  await expect(card.getByRole('checkbox', { name: /^Verified by agent on / })).toBeDisabled();
  await card.getByRole('button', { name: 'Request to bind' }).click();
  const dialog = page.getByRole('dialog', { name: `Request to bind quote ${quote.quoteNumber}` });
  await expect(dialog.getByLabel(/Email/)).toHaveValue('customer@example.com');
  await dialog.getByRole('button', { name: 'Request to bind' }).click();
  await expect(page.getByText('Request to bind successfully sent')).toBeVisible();
  await expect(card.getByText('Request Sent')).toBeVisible();

  // the policyholder: the e-mail's link → the signature page → terms → OK
  const mail = await messageNaming(
    request,
    'customer@example.com',
    'bind-request-insured',
    quote.quoteNumber,
  );
  const signPath = pathOf(mail, /^\/customer\/quotes\/.+\/sign\/P100$/);
  expect(signPath).toBe(`/customer/quotes/${quote.id}/sign/P100`);
  const insured = await newPage(browser);
  await signIn(insured, 'customer@example.com', { to: signPath });
  await expect(
    insured.getByRole('heading', { name: 'Sign the application', level: 1 }),
  ).toBeVisible();
  await expect(insured.getByText(/^This policy is issued by /)).toBeVisible();
  const ok = insured.getByRole('button', { name: 'OK', exact: true });
  await expect(ok).toBeDisabled();
  await insured
    .getByRole('checkbox', { name: 'I have read the application and accept the terms above.' })
    .check();
  await ok.click();
  const onFile = insured.getByRole('status').filter({ hasText: 'Signature on file' });
  await expect(onFile).toBeVisible();
  await expect(onFile).toContainText(/SHA-256 of the document signed: [0-9a-f]{64}/);

  // the agent sees the signature, binds and issues: reloaded, the quote's drawer opens again
  // from the address (?quote={id})
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]quote=${quote.id}`));
  drawer = page.getByRole('presentation').filter({ hasText: quote.quoteNumber });
  await expect(drawer.getByText(/^Application signed by /)).toBeVisible();
  await drawer.getByRole('button', { name: 'Bind', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Bind quote ${quote.quoteNumber}?` })
    .getByRole('button', { name: 'Bind', exact: true })
    .click();
  const bound = page.getByText(/^Quote bound\. Binder CYB-US-\d{4}-\d{7} created\.$/);
  await expect(bound).toBeVisible();
  const policyNumber = /CYB-US-\d{4}-\d{7}/.exec((await bound.textContent()) ?? '')![0];
  await page.goto('/agency/binders');
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(policyNumber);
  await page.getByRole('button', { name: `Open ${policyNumber}` }).click();
  await page
    .getByRole('dialog', { name: `Binder ${policyNumber}` })
    .getByRole('button', { name: 'Issue policy' })
    .click();
  await page
    .getByRole('dialog', { name: `Issue policy ${policyNumber}?` })
    .getByRole('button', { name: 'Issue', exact: true })
    .click();
  await expect(page.getByText(`Policy ${policyNumber} issued`)).toBeVisible();

  // the policyholder's policies: the new policy, issued
  await insured.goto('/customer/policies');
  await insured
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(policyNumber);
  const row = insured.getByRole('row').filter({ hasText: policyNumber });
  await expect(row).toContainText('Issued');
  await expect(row).toContainText('Acme Dental Group');
});

test('the retail agent opens the wholesale quote page from the e-mail, verifies and requests to bind; a bad link shows the overlay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await bearer(request, 'wholesale@example.com');
  const name = `Journey Wholesale Dental ${Date.now()}`;
  const accountId = await createUsAccount(request, 'wholesale@example.com', name);
  const quote = await readyQuote(request, 'wholesale@example.com', accountId);
  const retailEmail = uniqueAddress('retail-agent');
  const sent = await request.post('/api/quote/v1/action/send-request', {
    headers,
    data: {
      quoteIds: [quote.id],
      agencyName: 'Main Street Insurance',
      agentFirstName: 'Rhea',
      agentLastName: 'Tailor',
      agentEmail: retailEmail,
      agentPhone: '(617) 555-0123',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await newestMessage(request, retailEmail, 'quote-request');
  const link = pathOf(mail, /^\/quote\/.+\/request-to-bind\/P100$/);

  // no session: the link alone opens the page
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: `Quote ${quote.quoteNumber} for ${name}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Welcome, Rhea Tailor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request to bind' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Verified by agent' }).click();
  await expect(page.getByRole('checkbox', { name: /^Verified by agent on / })).toBeDisabled();
  await page.getByLabel(/First Name/).fill('Dana');
  await page.getByLabel(/Last Name/).fill('Whitfield');
  await page.getByLabel(/Email/).fill(uniqueAddress('insured'));
  await page.getByLabel(/Phone/).fill('6175550188');
  await page.getByRole('button', { name: 'Request to bind' }).click();
  await expect(page.getByText('Request to bind successfully sent')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Request to Bind Quote ${quote.quoteNumber} has been sent` }),
  ).toBeVisible();

  // the wholesale agent is told
  await messageNaming(request, 'wholesale@example.com', 'bind-request-agent', quote.quoteNumber);

  // a link with a wrong token: the overlay
  await page.goto(link.replace(/token=[^&]+/, 'token=not-a-valid-token'));
  await expect(
    page.getByRole('dialog', { name: 'You are not able to view this quote' }),
  ).toContainText('Go back to the email and click the link again.');
});

test('an LA surplus quote waits for the surplus lines notice; the agent attests it on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await bearer(request, 'agent@example.com');
  const me = (await (await request.get('/api/auth/v1/me', { headers })).json()) as { id: string };
  // the agency admin gives the agent a licence in Louisiana (an earlier run may have: 409)
  const licensed = await request.post('/api/agency/v1/agent/license', {
    headers: await bearer(request, 'agencyadmin@example.com'),
    data: {
      agentId: me.id,
      number: 'LAJOURNEY1',
      state: 'LA',
      expirationDate: `${new Date().getUTCFullYear() + 2}-12-31`,
    },
  });
  expect([201, 409], await licensed.text()).toContain(licensed.status());
  const name = `Journey Bayou Dental ${Date.now()}`;
  const accountId = await createUsAccount(request, 'agent@example.com', name, {
    address1: '400 Poydras St',
    city: 'New Orleans',
    state: 'LA',
    zipCode: '70130',
  });
  const quote = await readyQuote(request, 'agent@example.com', accountId, { surplus: true });

  // the bind waits for the notice
  const blocked = await request.post(`/api/quote/v1/P100/bind/${quote.id}`, { headers, data: {} });
  expect(blocked.status()).toBe(409);

  await signIn(page, 'agent@example.com', { to: '/agency/quotes' });
  const drawer = await openQuote(page, quote);
  await expect(
    drawer.getByText('The LA surplus lines notice must be attested before binding.'),
  ).toBeVisible();
  await drawer.getByRole('link', { name: 'Attest surplus lines notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/quotes/${quote.id}/attest-surplus-notice$`));
  await expect(
    page.getByRole('heading', { name: 'Louisiana surplus lines notice', level: 1 }),
  ).toBeVisible();
  const attest = page.getByRole('button', { name: 'Attest', exact: true });
  await expect(attest).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I attest to the notice above.' }).check();
  await attest.click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toContainText(
    'the signature is on file',
  );

  // now it binds
  const bound = await request.post(`/api/quote/v1/P100/bind/${quote.id}`, { headers, data: {} });
  expect(bound.status(), await bound.text()).toBe(201);
});
