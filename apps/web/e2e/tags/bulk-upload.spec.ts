import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from '../fixtures/login.ts';

const unique = Date.now().toString(36);

test('an agent creates a tag and bulk-uploads a CSV with a bad row', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'agent@example.com');

  // A tag to apply to the upload.
  const tagName = `Spring campaign ${unique}`;
  await page.goto('/agency/manage/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(tagName);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Tags' })).toContainText(tagName);

  // Two good rows and one without a city.
  const csv = [
    'Name,Address1,City,State,ZipCode,Phone',
    `Journey Bakery ${unique},1 Main St,Boston,MA,02110,(617) 555-0100`,
    `Journey Florist ${unique},2 Elm St,Denver,CO,80202,(303) 555-0101`,
    `Journey Garage ${unique},3 Oak St,,TX,73301,(512) 555-0102`,
  ].join('\r\n');
  await page.goto('/agency/manage/bulk-upload');
  await page.locator('input[type="file"]').setInputFiles({
    name: `accounts-${unique}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const row = page.getByRole('row', { name: new RegExp(`accounts-${unique}\\.csv`) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Completed');
  const cells = row.getByRole('cell');
  await expect(cells.filter({ hasText: /^3$/ })).toHaveCount(1);
  await expect(cells.filter({ hasText: /^2$/ })).toHaveCount(1);
  await expect(cells.filter({ hasText: /^1$/ })).toHaveCount(1);

  // The report names the rejected row and why.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download report' }).click();
  const report = await download;
  const text = await (await report.createReadStream()).toArray();
  const body = Buffer.concat(text).toString('utf8');
  expect(body).toContain(`Journey Garage ${unique}`);
  expect(body).not.toContain(`Journey Bakery ${unique}`);

  // The good rows are accounts of the agency now.
  await page.goto('/agency/accounts');
  await page.getByRole('textbox', { name: /search/i }).fill(`Journey Bakery ${unique}`);
  await expect(page.getByRole('cell', { name: `Journey Bakery ${unique}` })).toBeVisible();
});

test('an agent downloads the Excel template and uploads a workbook', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'agent@example.com', { to: '/agency/manage/bulk-upload' });

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  expect((await template).suggestedFilename()).toBe('accounts-template.xlsx');

  // A workbook as a user would fill it: ZIP codes as zero-padded numbers, one row without a state.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Accounts');
  sheet.addRow(['Name', 'Address1', 'City', 'State', 'ZipCode', 'TotalRevenue']);
  sheet.addRow([`Sheet Bakery ${unique}`, '1 Main St', 'Boston', 'MA', 2110, 1_500_000]);
  sheet.addRow([`Sheet Florist ${unique}`, '2 Elm St', 'Denver', 'CO', 80202, 900_000]);
  sheet.addRow([`Sheet Garage ${unique}`, '3 Oak St', 'Austin', null, 73301, 100_000]);
  sheet.getColumn(5).numFmt = '00000';
  await page.locator('input[type="file"]').setInputFiles({
    name: `accounts-${unique}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const row = page.getByRole('row', { name: new RegExp(`accounts-${unique}\\.xlsx`) });
  await expect(row).toContainText('Completed', { timeout: 20_000 });
  const cells = row.getByRole('cell');
  await expect(cells.filter({ hasText: /^3$/ })).toHaveCount(1);
  await expect(cells.filter({ hasText: /^2$/ })).toHaveCount(1);
  await expect(cells.filter({ hasText: /^1$/ })).toHaveCount(1);

  await page.goto('/agency/accounts');
  await page.getByRole('textbox', { name: /search/i }).fill(`Sheet Bakery ${unique}`);
  await expect(page.getByRole('cell', { name: `Sheet Bakery ${unique}` })).toBeVisible();
});
