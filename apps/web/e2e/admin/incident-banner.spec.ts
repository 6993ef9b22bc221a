import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';

const MESSAGE = `Quoting is slower than usual (journey ${Date.now()}).`;
const STATUS_URL = 'https://status.example.com/incidents/journey';

/** Hide the banner again from the flags screen, so other journeys start from a clean state. */
async function hideBanner(page: Page) {
  const form = page.getByRole('form', { name: 'Incident banner' });
  const hide = form.getByRole('button', { name: 'Hide banner' });
  if (await hide.isVisible()) {
    await hide.click();
    await expect(form.getByText('The banner is hidden.')).toBeVisible();
  }
}

test('a provider admin shows an incident banner from the flags screen, and dismisses it', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await page.getByRole('link', { name: 'Feature flags' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/flags$/);
  await expect(page.getByRole('heading', { name: 'Feature flags', level: 1 })).toBeVisible();
  await expect(page.getByTestId('flag-incident-banner')).toBeVisible();

  try {
    const form = page.getByRole('form', { name: 'Incident banner' });
    await form.getByLabel(/^Message/).fill(MESSAGE);
    await form.getByLabel(/^Status page/).fill(STATUS_URL);
    await form.getByRole('button', { name: 'Save and show banner' }).click();
    await expect(form.getByText('The banner is showing.')).toBeVisible();

    const banner = page.getByRole('region', { name: 'Service notice' });
    await expect(banner).toContainText(MESSAGE);
    await expect(banner.getByRole('link', { name: 'Check Status' })).toHaveAttribute(
      'href',
      STATUS_URL,
    );
    // The switch in the list follows.
    await expect(
      page.getByRole('switch', { name: 'Turn incident-banner on or off' }),
    ).toBeChecked();

    // Everyone sees it, signed in or not: the public flags carry the message.
    const publicFlags = await (await page.request.get('/api/auth/v1/flags')).json();
    expect(publicFlags.payloads['incident-banner'].message).toBe(MESSAGE);

    await banner.getByRole('button', { name: 'Dismiss Message' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Feature flags', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Service notice' })).toBeHidden();
  } finally {
    await hideBanner(page);
  }
  const after = await (await page.request.get('/api/auth/v1/flags')).json();
  expect(after.flags['incident-banner']).toBe(false);
});
