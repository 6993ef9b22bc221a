import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn, newAgent } from '../fixtures/users.ts';

const choose = (dialog: Locator, question: RegExp, answer: 'Yes' | 'No') =>
  dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();

test('an agent answers the security questions of an account, saves them and sees them on reopening', async ({
  page,
  request,
}) => {
  const agent = await newAgent(request, 'security');
  const name = `Journey Security Clinic ${Date.now()}`;
  const token = await apiSignIn(request, agent.email, agent.password);
  const created = await request.post('/api/account/v1/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      region: 'US',
      name,
      phone: '6175550143',
      physicalAddress: { address1: '9 Tremont St', city: 'Boston', state: 'MA', zipCode: '02108' },
      mailingSameAsPhysical: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: string } };

  await signIn(page, agent.email, {
    password: agent.password,
    to: `/agency/accounts/${account.id}`,
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Security questions' }).click();
  let dialog = page.getByRole('dialog', { name: 'Security Questions' });
  await expect(dialog.getByText('Not answered yet')).toBeVisible();
  // not quoting, nothing chosen: all three coverage sections, required
  for (const section of ['Contingent System Failure', 'Cyber Crime Loss', 'Full System Failure']) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select an answer').first()).toBeVisible();

  await choose(dialog, /security agreements with the third parties/, 'Yes');
  await choose(dialog, /verify new or changed bank account/, 'Yes');
  await choose(dialog, /second channel/, 'No');
  await choose(dialog, /two people/, 'Yes');
  await choose(dialog, /tested a full failover/, 'Yes');
  await choose(dialog, /DMZ/, 'Yes');
  await expect(dialog.getByRole('combobox', { name: /backed up/ })).toHaveText('Every six months');
  await dialog.getByRole('combobox', { name: /backed up/ }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await choose(dialog, /^MFA for e-mail/, 'Yes');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Security questions saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // reopen: the answers are there, with when they were given
  await page.getByRole('button', { name: 'Security questions' }).click();
  dialog = page.getByRole('dialog', { name: 'Security Questions' });
  await expect(dialog.getByText(/^Last answered/)).toBeVisible();
  const radio = (question: RegExp, answer: 'Yes' | 'No') =>
    dialog.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer });
  await expect(radio(/second channel/, 'No')).toBeChecked();
  await expect(radio(/verify new or changed bank account/, 'Yes')).toBeChecked();
  await expect(radio(/DMZ/, 'Yes')).toBeChecked();
  await expect(radio(/^MFA for e-mail/, 'Yes')).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: /backed up/ })).toHaveText('Weekly');

  // the social engineering check reads the same answers and says why not
  await dialog.getByRole('tab', { name: 'Social engineering' }).click();
  await expect(radio(/second channel/, 'No')).toBeChecked();
  await dialog.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(dialog.getByText('Not eligible for social engineering')).toBeVisible();
  await expect(
    dialog.getByText('Fund transfer requests are not authenticated through a second channel'),
  ).toBeVisible();
});
