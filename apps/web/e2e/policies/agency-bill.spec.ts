import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { bearer } from '../fixtures/quotes.ts';

/** The month's English name, as the month select shows it. */
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

test('the wholesale brokerage bills its clients: its insured is told to pay it, and staff record its remittance of an ended month', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // the demo wholesale brokerage agency-bills (decision 058): its oldest statement not remitted
  const headers = await bearer(request, 'admin@example.com');
  const lines = await request.get('/api/billing/v1/commissions?agencyBilled=true&size=100', {
    headers,
  });
  expect(lines.status()).toBe(200);
  const line = (
    (await lines.json()) as {
      content: { agencyId: string; agencyName: string; policyId: string }[];
    }
  ).content.find((l) => l.agencyName.startsWith('Summit'))!;
  const stats = await request.get(
    `/api/billing/v1/agencyBilledInvoices/stats?agencyId=${line.agencyId}`,
    { headers },
  );
  const due = ((await stats.json()) as { stats: { nextDue: { year: number; month: number } }[] })
    .stats[0]!.nextDue;

  await signIn(page, 'wholesale@example.com', {
    to: `/agency/policy/${line.policyId}/accountant-payment`,
  });
  await expect(
    page.getByText(
      'This policy is agency billed: Summit Wholesale Brokers collects the premium. Please pay your agency.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'admin@example.com', { to: '/admin/commissions?tab=agencyBills' });
  await page.getByRole('combobox', { name: 'Agency' }).fill('Summit');
  await page.getByRole('option', { name: /^Summit Wholesale Brokers/ }).click();
  await expect(page.getByRole('switch', { name: 'Agency bills its clients' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(due.year), exact: true }).click();
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: monthName(due.month), exact: true }).click();
  await expect(page.getByRole('table', { name: 'Agency bill statement' })).toBeVisible();

  await page.getByRole('button', { name: 'Record remittance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record remittance' });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Reference is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('FED-WIRE-20261204');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Remittance of \$[\d,]+\.\d\d from Summit/)).toBeVisible();
  await expect(
    page.getByText(/^Remitted \$[\d,]+\.\d\d by ACH \(FED-WIRE-20261204\)/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record remittance' })).toHaveCount(0);
});
