import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { linkFromMailbox } from '../fixtures/mailbox.ts';
import { uniqueAddress } from '../fixtures/users.ts';
import { signOutLocally } from './mail.ts';

const PASSWORD = 'Harbour-Lights-42';

test('an agency admin invites a new agent, who joins from the e-mail and lands on the dashboard', async ({
  page,
}) => {
  const email = uniqueAddress('new-agent');
  await signIn(page, 'agencyadmin@example.com', { to: '/agency/manage/invitations' });
  await expect(page.getByRole('heading', { name: 'Invitations' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Riley');
  await dialog.getByLabel('Last name').fill('Newcomer');
  await dialog.getByLabel('Role').selectOption('agent');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByTestId(`invitation-status-${email}`)).toHaveText('Pending');

  const link = await linkFromMailbox(page.request, email, 'invitation');
  expect(link).toMatch(/^\/signup-validation\//);
  await signOutLocally(page);
  await page.goto(link);

  await expect(page.getByRole('heading', { name: 'Join Harbor Risk Partners' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Riley');
  const join = page.getByRole('button', { name: 'Join' });
  await expect(join).toBeDisabled();
  await page.locator('#new-password').fill(PASSWORD);
  await page.locator('#confirm-password').fill(PASSWORD);
  await expect(page.getByTestId('constraint-MIN_LENGTH')).toHaveAttribute('data-state', 'met');
  await expect(join).toBeEnabled();
  await join.click();

  await expect(page).toHaveURL(/\/agency\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
});

test('a provider admin invites someone to open a new organisation, who signs up from the e-mail', async ({
  page,
}) => {
  const email = uniqueAddress('founder');
  await signIn(page, 'admin@example.com', { to: '/admin/manage/invitations' });
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Frankie');
  await dialog.getByLabel('Last name').fill('Founder');
  await dialog.getByLabel('Open a new organization').check();
  await dialog.getByLabel('Type of organization').selectOption('CUSTOMER');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();

  const link = await linkFromMailbox(page.request, email, 'invitation');
  await signOutLocally(page);
  await page.goto(link);

  await expect(page.getByLabel('Invitation code')).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByLabel('Producer number')).toHaveCount(0);
  await page.getByLabel('Organization name').fill('Bayside Dental LLC');
  await page.locator('#signup-password').fill(PASSWORD);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await signUp.click();

  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
});
