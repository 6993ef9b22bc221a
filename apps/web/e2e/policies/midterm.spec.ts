import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { bearer } from '../fixtures/quotes.ts';
import { issuedPolicy, openPolicy } from '../fixtures/policies.ts';

test('an agent adds social engineering once the questionnaire qualifies it; the endorsement is filed with the account’s documents and listed among the midterm changes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `Journey Wire Fraud Dental ${Date.now()}`;
  const policy = await issuedPolicy(request, name);
  // the account does not yet verify the bank accounts it pays
  const headers = await bearer(request, 'agent@example.com');
  const answered = await request.post(
    `/api/account/v1/accounts/${policy.accountId}/social-engineering`,
    {
      headers,
      data: {
        isVerifyingBankAccounts: false,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
      },
    },
  );
  expect(answered.status(), await answered.text()).toBe(200);

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const drawer = await openPolicy(page, 'agency', policy.policyNumber);
  await drawer.getByRole('button', { name: 'Endorse', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse policy' });
  await dialog.getByRole('combobox', { name: 'Endorsement type' }).click();
  await page.getByRole('option', { name: 'Social engineering' }).click();
  const check = dialog.getByRole('status');
  await expect(check).toContainText('Not eligible for social engineering');

  // the questionnaire, answered in its own dialog, qualifies the account
  await check.getByRole('button', { name: 'Answer the questions' }).click();
  const questions = page.getByRole('dialog', { name: 'Social engineering endorsement' });
  const form = questions.getByRole('form', { name: 'Social engineering endorsement' });
  await form.getByRole('radio', { name: 'Yes' }).first().check();
  await form.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(form.getByRole('status')).toContainText('Eligible for social engineering');
  await questions.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByRole('status')).toContainText('Eligible for social engineering');

  await dialog.getByRole('combobox', { name: 'Social engineering sub-limit' }).click();
  await page.getByRole('option', { name: '$100,000' }).click();
  await dialog.getByRole('textbox', { name: 'Reason for change' }).fill('Wire fraud cover');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(/^Additional premium \$[\d,]+\.\d{2}$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Endorse', exact: true }).click();
  await expect(page.getByText(`Policy ${policy.policyNumber} endorsed`)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Show changes of revision 2' })).toBeVisible();

  // listed among the midterm changes below the policies
  await page.goto('/agency/policies');
  const midterm = page.getByRole('region', { name: 'Midterm changes' });
  await midterm.getByRole('textbox', { name: /^Search/ }).fill(policy.policyNumber);
  await expect(midterm.getByText('Endorsement: Social engineering')).toBeVisible();

  // filed with the account's documents
  await page.goto(`/agency/accounts/${policy.accountId}`);
  await expect(page.getByText(`${policy.policyNumber}-Endorsement-2`)).toBeVisible();
});

test('provider staff add a policy to its agency’s program; the agent reads it on the policy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const policy = await issuedPolicy(request, `Journey Program Clinic ${Date.now()}`);
  const program = `Journey Dental Program ${Date.now()}`;
  const admin = await bearer(request, 'admin@example.com');
  const created = await request.post(`/api/account/v1/agency/${policy.agencyId}/programs`, {
    headers: admin,
    data: { name: program },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, 'admin@example.com', { to: '/admin/dashboard' });
  const drawer = await openPolicy(page, 'admin', policy.policyNumber);
  const section = drawer.getByRole('form', { name: 'Program' });
  await section.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: program }).click();
  await section.getByRole('button', { name: 'Save program' }).click();
  await expect(
    page.getByText(`Policy ${policy.policyNumber} added to the program ${program}`),
  ).toBeVisible();

  await signIn(page, 'agent@example.com', { to: '/agency/dashboard' });
  const agentDrawer = await openPolicy(page, 'agency', policy.policyNumber);
  await expect(agentDrawer.getByRole('region', { name: 'Program' })).toContainText(program);
});
