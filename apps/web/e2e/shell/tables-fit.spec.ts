import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

// A common laptop window: the lists and the calculator fit it without scrolling sideways.
test.use({ viewport: { width: 1440, height: 900 } });

/** The height of a cell's text (not of the cell, which is as tall as its row). */
const textHeight = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return range.getBoundingClientRect().height;
  });

/** The cell of a row under the column headed `header`. */
async function cellUnder(table: Locator, row: Locator, header: string | RegExp) {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) =>
    typeof header === 'string' ? h.trim() === header : header.test(h),
  );
  expect(index, `a column headed ${String(header)}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

/** The table shows every column inside the window: nothing to scroll to sideways. */
async function expectFits(page: Page, table: Locator) {
  const { scrollWidth, clientWidth } = await table.evaluate((t) => ({
    scrollWidth: t.parentElement!.scrollWidth,
    clientWidth: t.parentElement!.clientWidth,
  }));
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const last = table.getByRole('columnheader').last();
  const box = (await last.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('at 1440 px the accounts list fits, with each phone number on one line', async ({ page }) => {
  for (const [email, persona] of [
    ['agent@example.com', 'agency'],
    // the provider sees every region's accounts, UK numbers included
    ['admin@example.com', 'admin'],
  ] as const) {
    await signIn(page, email, { to: `/${persona}/accounts` });
    const table = page.getByRole('table', { name: 'Accounts' });
    const row = table.getByRole('row').filter({ hasText: 'Acme Dental Group' });
    await expect(row).toBeVisible();
    await expectFits(page, table);
    const phone = await cellUnder(table, row, 'Phone');
    await expect(phone).toHaveText(/\(\d{3}\) \d{3}-\d{4}/);
    const oneLine = await textHeight(await cellUnder(table, row, /^Account #/));
    expect(await textHeight(phone)).toBeLessThanOrEqual(oneLine + 1);
    // every phone number of the page on one line, measured in one pass (not a call per cell)
    const phoneHeights = await table.evaluate((t) =>
      [...t.querySelectorAll('td')]
        .filter((td) => /^(\+44|\()/.test(td.textContent ?? ''))
        .map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect().height;
        }),
    );
    expect(phoneHeights.length).toBeGreaterThan(0);
    expect(Math.max(...phoneHeights)).toBeLessThanOrEqual(oneLine + 1);
  }
});

test('at 1440 px the quotes list fits: limit, deductible, company and an Actions menu per row', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', { to: '/agency/quotes' });
  const table = page.getByRole('table', { name: 'Quotes' });
  const row = table.getByRole('row').filter({ hasText: 'Acme Dental Group' }).first();
  await expect(row).toBeVisible();
  await expectFits(page, table);
  await expect(await cellUnder(table, row, 'Limit')).toHaveText(/^\$[\d,]+$/);
  await expect(await cellUnder(table, row, 'Deductible')).toHaveText(/^\$[\d,]+$/);
  const premium = await cellUnder(table, row, /^Total premium/);
  const oneLine = await textHeight(await cellUnder(table, row, /^Quote #/));
  expect(await textHeight(premium)).toBeLessThanOrEqual(oneLine + 1);

  // the row's actions: one button in the window, a menu of labelled items
  const actions = row.getByRole('button', { name: /^Actions Q-/ });
  const box = (await actions.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  await actions.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View quote',
    'Download proposal',
    'Need-by date',
    'Mark lost',
    'Send to policyholder',
    'Delete quote',
  ]);
  await menu.getByRole('menuitem', { name: 'Need-by date' }).click();
  await expect(page.getByRole('dialog', { name: 'Quote need-by date' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // bulk delete waits for a selection
  await expect(page.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
});

test('at 1440 px the calculator shows every coverage column in catalogue order and its premium card holds its figures', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, 'agent@example.com');
  const res = await request.get('/api/account/v1/accounts?search=Acme%20Dental%20Group', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { content } = (await res.json()) as { content: { id: string; name: string }[] };
  const account = content.find((a) => a.name === 'Acme Dental Group')!;

  await signIn(page, 'agent@example.com', { to: `/agency/requestQuote/P100/${account.id}` });
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);

  const coverages = page.getByRole('table', { name: 'Coverages' });
  await expectFits(page, coverages);
  await expect(coverages.getByRole('columnheader')).toHaveText([
    'Id',
    'Coverage',
    'Selected',
    'Limit / sub-limit',
    'Deductible',
    'Waiting period',
    'Retroactive period',
  ]);
  const ids = await coverages
    .locator('[data-testid^="coverage-"]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')!.slice(9))));
  const at = ids.indexOf(9);
  expect(ids.slice(at, at + 7)).toEqual([9, 10, 11, 23, 24, 12, 13]);

  // "why this premium": inside its card, every amount whole on one line
  const why = page.getByRole('table', { name: 'Why this premium' });
  await expect(why.getByRole('row').nth(1)).toBeVisible();
  const fits = await why.evaluate((t) => {
    const card = t.closest('.MuiPaper-root')!.getBoundingClientRect();
    const cells = [...t.querySelectorAll('tbody td:not(:first-child)')];
    return {
      inside: t.getBoundingClientRect().right <= card.right,
      scrolls: t.parentElement!.scrollWidth > t.parentElement!.clientWidth,
      wrapped: cells.filter((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return range.getClientRects().length > 1;
      }).length,
    };
  });
  expect(fits).toEqual({ inside: true, scrolls: false, wrapped: 0 });
});
