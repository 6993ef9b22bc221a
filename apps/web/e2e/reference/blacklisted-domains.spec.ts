import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

/** A domain no other journey uses. */
const uniqueDomain = () =>
  `blocked${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;

test('a provider admin blacklists a domain; an invitation to it is refused; the domain is removed again', async ({
  page,
}) => {
  const domain = uniqueDomain();
  await signIn(page, 'admin@example.com');

  await page.goto('/admin/manage/blacklisted-domains');
  await expect(page.getByRole('heading', { name: 'Blacklisted domains' })).toBeVisible();
  await page.getByRole('button', { name: 'Blacklist domain' }).click();
  const add = page.getByRole('dialog', { name: 'Blacklist domain' });
  // The scheme is stripped before the domain is checked and saved.
  await add.getByLabel('Domain').fill(`https://${domain.toUpperCase()}/signup`);
  await add.getByRole('button', { name: 'Blacklist' }).click();
  await expect(page.getByText('Domain successfully blacklisted')).toBeVisible();
  const table = page.getByRole('table', { name: 'Blacklisted domains' });
  await expect(table.getByRole('cell', { name: domain, exact: true })).toBeVisible();

  await page.goto('/admin/manage/invitations');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Email').fill(`pat.prospect@${domain}`);
  await invite.getByLabel('First name').fill('Pat');
  await invite.getByLabel('Last name').fill('Prospect');
  await invite.getByLabel('Open a new organization').check();
  await invite.getByLabel('Type of organization').selectOption('CUSTOMER');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(
      `E-mail addresses at ${domain} cannot be used on this platform. Please use another address.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(`Invitation sent to pat.prospect@${domain}`)).toHaveCount(0);

  await page.goto('/admin/manage/blacklisted-domains');
  await page.getByRole('button', { name: `Delete ${domain}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove domain' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Domain ${domain} removed from the blacklist`)).toBeVisible();
  await expect(table.getByRole('cell', { name: domain, exact: true })).toHaveCount(0);
});
