import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

/** A licence number no other run has used (letters, digits and spaces only). */
const unique = () => `E2E ${Date.now().toString(36).toUpperCase()}`;

async function pickState(dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: /State/ }).click();
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .click();
}

test('an agency admin adds an agency and an agent licence, edits one and deletes it', async ({
  page,
}) => {
  const agencyNumber = unique();
  const agentNumber = `${agencyNumber}A`;
  await signIn(page, 'agencyadmin@example.com', { to: '/agency/manage/licenses' });
  await expect(page.getByRole('heading', { name: 'Licenses' })).toBeVisible();

  // Agency licence: validation first, then a valid one.
  await page.getByRole('button', { name: 'Add Agency License' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(/License Number/).fill(`${agencyNumber}-X`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(
    dialog.getByText('Only alphabets and numbers are allowed for this field'),
  ).toBeVisible();
  await dialog.getByLabel(/License Number/).fill(agencyNumber);
  await pickState(dialog, 'Vermont');
  await dialog.getByLabel(/Expiration Date/).fill('2099-06-30');
  await dialog.getByLabel(/NPN/).fill('1839274');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('License created').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: /search/i }).fill(agencyNumber);
  await expect(page.getByRole('cell', { name: agencyNumber, exact: true })).toBeVisible();

  // Agent licence for Jordan Reyes.
  await page.getByRole('tab', { name: 'Agent Licenses' }).click();
  await page.getByRole('button', { name: 'Add Agent License' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Agent/ }).click();
  await page.getByRole('option', { name: /agent@example.com/ }).click();
  await dialog.getByLabel(/License Number/).fill(agentNumber);
  await pickState(dialog, 'Vermont');
  await dialog.getByLabel(/Expiration Date/).fill('2099-06-30');
  await dialog.getByRole('button', { name: 'Add' }).click();
  // The same 'License created' notice may still be on screen from the agency licence (notices
  // are not repeated while shown): the closed dialog and the new row prove the save.
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: /search/i }).fill(agentNumber);
  await expect(page.getByRole('cell', { name: agentNumber, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Jordan Reyes' })).toBeVisible();

  // Edit the agency licence, then delete it.
  await page.getByRole('tab', { name: 'Agency Licenses' }).click();
  await page.getByRole('textbox', { name: /search/i }).fill(agencyNumber);
  await page.getByRole('button', { name: `Edit VT ${agencyNumber}` }).click();
  dialog = page.getByRole('dialog');
  // The edit form fills itself from the licence: change the date only once it shows the old one.
  const expiration = dialog.getByLabel(/Expiration Date/);
  await expect(expiration).toHaveValue('2099-06-30');
  await expiration.fill('2099-12-31');
  await expect(expiration).toHaveValue('2099-12-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('License updated')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dec. 31, 2099' })).toBeVisible();

  await page.getByRole('button', { name: `Delete VT ${agencyNumber}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('License removed')).toBeVisible();
  await expect(page.getByRole('cell', { name: agencyNumber, exact: true })).toBeHidden();
});
