import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { newestMessage } from '../fixtures/mailbox.ts';
import { issuedPolicy, openPolicy } from '../fixtures/policies.ts';
import { bearer } from '../fixtures/quotes.ts';

test('an agent endorses a limit increase mid-term, sees the pro-rata premium, then the revision and its diff', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Journey Endorse Clinic ${Date.now()}`;
  const policy = await issuedPolicy(request, name);

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const drawer = await openPolicy(page, 'agency', policy.policyNumber);
  await expect(drawer.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Endorse', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Endorse policy' });
  await dialog.getByRole('combobox', { name: 'Endorsement type' }).click();
  await page.getByRole('option', { name: 'Limit and deductible change' }).click();
  await dialog.getByRole('combobox', { name: /^Limit \$/ }).click();
  // the next limit up from the policy's $1,000,000
  await page.getByRole('option', { name: '$2,000,000' }).click();
  await dialog.getByRole('textbox', { name: 'Reason for change' }).fill('New customer contract');
  await dialog.getByRole('button', { name: 'Review' }).click();
  // the review prices the change pro rata before anything is written
  await expect(dialog.getByText(/^Additional premium \$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(dialog).toContainText('$2,000,000');
  await dialog.getByRole('button', { name: 'Endorse', exact: true }).click();
  await expect(page.getByText(`Policy ${policy.policyNumber} endorsed`)).toBeVisible();

  // revision 2 in the transactions, with what it changed; a compare of 1 and 2
  await expect(drawer.getByRole('button', { name: 'Show changes of revision 2' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Show changes of revision 2' }).click();
  await expect(drawer).toContainText('$1,000,000');
  await expect(drawer).toContainText('$2,000,000');
  await expect(
    drawer.getByRole('button', { name: 'Download the document of revision 2' }),
  ).toBeVisible();
  // the compare starts at the two newest revisions
  await expect(drawer.getByRole('combobox', { name: 'From revision' })).toContainText('1 ·');
  await expect(drawer.getByRole('combobox', { name: 'To revision' })).toContainText('2 ·');
  await drawer.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(drawer.getByText('From revision 1 to revision 2')).toBeVisible();
});

test('provider staff cancel a policy for non-payment, then reinstate it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Journey Cancel Bakery ${Date.now()}`;
  const policy = await issuedPolicy(request, name);

  await signIn(page, 'admin@example.com', { to: '/admin/dashboard' });
  const drawer = await openPolicy(page, 'admin', policy.policyNumber);
  await drawer.getByRole('button', { name: 'Cancel policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel policy' });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Non-payment of premium' }).click();
  await dialog.getByRole('button', { name: 'Review' }).click();
  // dated the policy's (future) effective date: pending, everything returned
  await expect(dialog).toContainText('Cancel Pending');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`will be cancelled on`)).toBeVisible();
  await expect(drawer).toContainText('Cancel Pending');

  await drawer.getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = page.getByRole('dialog', { name: 'Reinstate' });
  await reinstate.getByRole('textbox', { name: 'Reason' }).fill('Premium received');
  await reinstate.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Policy ${policy.policyNumber} reinstated`)).toBeVisible();
  await expect(drawer).toContainText('Issued');
  await expect(drawer.getByRole('button', { name: 'Cancel policy' })).toBeVisible();
});

test('an agent prepares a policy’s renewal, reads what changed, then binds the renewal: the policy is renewed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `Journey Renew Studio ${Date.now()}`;
  const policy = await issuedPolicy(request, name, { inForce: true });

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const drawer = await openPolicy(page, 'agency', policy.policyNumber);
  const renewal = drawer.getByRole('region', { name: 'Renewal', exact: true });
  await renewal.getByRole('button', { name: 'Prepare renewal' }).click();
  await expect(page.getByText(/^Renewal quote Q-\d{4}-\d{7} prepared$/)).toBeVisible();

  // the renewal diff beside the renewal quote
  const diff = renewal.getByRole('table', { name: 'What changed at renewal' });
  await expect(diff.getByRole('rowheader', { name: 'Annual premium' })).toBeVisible();
  await expect(diff.getByRole('rowheader', { name: 'Limit' })).toBeVisible();
  await expect(
    renewal
      .getByRole('list', { name: 'Why the premium changed' })
      .or(renewal.getByText('No change in the rating')),
  ).toBeVisible();

  // an underwriter releases the renewal when the engine referred it (the referral is another journey's)
  const headers = await bearer(request, 'agent@example.com');
  const view = await request.get(`/api/policy/v1/${policy.id}/renewal`, { headers });
  const { quote } = (await view.json()) as {
    quote: { id: string; status: string; quoteNumber: string };
  };
  if (quote.status !== 'READY') {
    if (quote.status !== 'REFERRED' && quote.status !== 'IN_REVIEW') {
      const refer = await request.post(`/api/quote/v1/P100/request-review/${quote.id}`, {
        headers,
        data: { reason: 'Renewal to release' },
      });
      expect(refer.status(), await refer.text()).toBe(200);
    }
    const released = await request.post(`/api/quote/v1/P100/uw/release/${quote.id}`, {
      headers: await bearer(request, 'underwriter@example.com'),
      data: {},
    });
    expect(released.status(), await released.text()).toBe(200);
  }

  // the renewal quote opens from the policy; the agent binds it
  await renewal.getByRole('link', { name: 'Open renewal quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/quotes\\?quote=${quote.id}`));
  const quoteDrawer = page.getByRole('presentation').filter({ hasText: quote.quoteNumber });
  await quoteDrawer.getByRole('button', { name: 'Bind', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Bind quote ${quote.quoteNumber}?` })
    .getByRole('button', { name: 'Bind', exact: true })
    .click();
  await expect(page.getByText(/^Quote bound\. Binder CYB-US-\d{4}-\d{7} created\.$/)).toBeVisible();

  const renewed = await openPolicy(page, 'agency', policy.policyNumber);
  await expect(renewed.getByRole('region', { name: 'Renewal', exact: true })).toContainText(
    'Renewed',
  );
  await expect(renewed).toContainText('Renewed');
});

test('an agent e-mails a certificate of insurance to a certificate holder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Journey Certificate Labs ${Date.now()}`;
  const policy = await issuedPolicy(request, name);
  const holder = `holder-${Date.now()}@leasing.example`;

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const drawer = await openPolicy(page, 'agency', policy.policyNumber);
  await drawer.getByRole('button', { name: 'Certificate of insurance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Certificate of insurance' });
  await dialog
    .getByRole('textbox', { name: 'Organization Name' })
    .fill('Harbor Office Leasing Inc');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Federal Street');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Boston');
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Massachusetts' }).click();
  await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('02110');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(holder);
  await dialog.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(
    page.getByText(
      'Thank you for your request. You will get an email shortly, with the Certificate of Insurance!',
    ),
  ).toBeVisible();

  // the holder's copy: the certificate in words
  const text = await newestMessage(request, holder, 'policy-certificate');
  expect(text).toContain(`policy ${policy.policyNumber}`);
  expect(text).toContain(
    'Certificate holder: Harbor Office Leasing Inc, 1 Federal Street, Boston, MA 02110',
  );
});
