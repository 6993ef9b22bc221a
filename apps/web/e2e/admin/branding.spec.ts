import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../fixtures/login.ts';

/** A small two-colour PNG made for the journey. */
const makeLogo = () =>
  sharp({ create: { width: 320, height: 120, channels: 4, background: '#0d47a1' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="120"><rect x="20" y="20" width="120" height="80" fill="#ffb300"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test('an agency admin uploads, crops and sees the small logo, then deletes it', async ({
  page,
}) => {
  await signIn(page, 'agencyadmin@example.com');
  await page.getByRole('link', { name: 'Logo' }).click();
  await expect(page).toHaveURL(/\/agency\/manage\/branding$/);
  const small = page.getByRole('region', { name: 'Small logo (header)' });
  await expect(small.getByText('No logo yet')).toBeVisible();

  await page.getByTestId('logo-small-file').setInputFiles({
    name: 'harbor-logo.png',
    mimeType: 'image/png',
    buffer: await makeLogo(),
  });
  const dialog = page.getByRole('dialog', { name: /Crop the small logo/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '320 × 120' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save logo' }).click();
  await expect(dialog).toBeHidden();

  const image = small.getByRole('img', { name: /logo \(Small logo \(header\)\)/ });
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(size).toEqual({ width: 320, height: 120 });

  // The image is served by the API to the agency's own users.
  const agencyId = await page.evaluate(async () => {
    const token = sessionStorage.getItem('accessToken');
    const res = await fetch('/api/auth/v1/me', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()).account.id as string;
  });
  const logo = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('accessToken');
    const res = await fetch(`/api/agency/v1/logo/s/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, type: res.headers.get('content-type') };
  }, agencyId);
  expect(logo).toEqual({ status: 200, type: 'image/png' });

  // Leave the agency as the demo data has it.
  await small.getByRole('button', { name: 'Delete' }).click();
  await expect(small.getByText('No logo yet')).toBeVisible();
});
