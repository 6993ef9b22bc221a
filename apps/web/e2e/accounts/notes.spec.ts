import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

/**
 * One notes module (decision 038): the agent writes a note on an account's page and another on
 * one of its quotes in the quote drawer; each shows where it was written and not in the other
 * list, and the UK broker of another agency reaches neither.
 */
test('account and quote notes are one panel, each list holding its own notes', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const accountNote = `Renewal call booked with the office manager ${stamp}`;
  const quoteNote = `Insured asked for a higher ransomware sublimit ${stamp}`;
  const headers = { authorization: `Bearer ${await apiSignIn(request, 'agent@example.com')}` };
  const quotes = (
    (await (
      await request.get('/api/quote/v1/search', { headers, params: { size: 20 } })
    ).json()) as { content: { id: string; quoteNumber: string; accountId: string }[] }
  ).content;
  const quote = quotes[0]!;

  // the account page: add a note, it is listed
  await signIn(page, 'agent@example.com', { to: `/agency/accounts/${quote.accountId}` });
  const editor = page.getByRole('region', { name: 'Notes' });
  await editor.getByLabel('Note', { exact: true }).fill(accountNote);
  await editor.getByRole('button', { name: 'Add note' }).click();
  await expect(editor.getByRole('list', { name: 'Notes' })).toContainText(accountNote);

  // the quote drawer: add a note on the quote, it is listed there and not on the account
  await page.goto('/agency/quotes');
  await page.getByRole('button', { name: `Actions ${quote.quoteNumber}` }).click();
  await page.getByRole('menuitem', { name: 'View quote' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: quote.quoteNumber });
  await drawer.getByLabel('Note', { exact: true }).fill(quoteNote);
  await drawer.getByRole('button', { name: 'Add note' }).click();
  const quoteList = drawer.getByRole('list', { name: 'Notes' });
  await expect(quoteList).toContainText(quoteNote);
  await expect(quoteList).not.toContainText(accountNote);

  const listed = async (path: string, token: string) => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status(), text: await response.text() };
  };
  const agentToken = headers.authorization.slice('Bearer '.length);
  const onAccount = await listed(`/api/account/v1/accounts/${quote.accountId}/notes`, agentToken);
  expect(onAccount.text).toContain(accountNote);
  expect(onAccount.text).not.toContain(quoteNote);

  // another organisation's broker reaches neither list
  const broker = await apiSignIn(request, 'broker@example.com');
  expect((await listed(`/api/account/v1/accounts/${quote.accountId}/notes`, broker)).status).toBe(
    404,
  );
  expect((await listed(`/api/quote/v1/${quote.id}/notes`, broker)).status).toBe(404);
});
