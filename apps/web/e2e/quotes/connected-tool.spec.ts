import { expect, test } from '@playwright/test';
import {
  countActions,
  openAccountFromList,
  requestThreeLimits,
} from '../fixtures/counted-quote.ts';
import { signIn } from '../fixtures/login.ts';
import { apiSignIn } from '../fixtures/users.ts';

/**
 * Decision 035: an account whose policyholder connected a security tool (the demo's Mile High
 * Veterinary Clinic has Microsoft 365 and no quotes yet; no other journey uses it) gets its MFA
 * answers pre-filled "from Microsoft 365"; the broker confirms them and reaches three priced
 * quotes from the accounts list in at most fifteen counted actions.
 */
const BUDGET = 15;
const NAME = 'Mile High Veterinary Clinic';

type Reading = { control: string; value: boolean; source: string; detail: string };

test('an account with a connected tool reaches three priced quotes in at most fifteen actions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = 'agent@example.com';
  const headers = { authorization: `Bearer ${await apiSignIn(request, email)}` };
  const search = await request.get('/api/account/v1/accounts/search', {
    headers,
    params: { search: NAME },
  });
  expect(search.status(), await search.text()).toBe(200);
  const found = (await search.json()) as { content: { id: string; name: string }[] };
  const accountId = found.content.find((a) => a.name === NAME)!.id;
  const readings = (
    (await (
      await request.get(`/api/account/v1/accounts/${accountId}/security-readings`, { headers })
    ).json()) as { readings: Reading[] }
  ).readings;
  const mfaEmail = readings.find((r) => r.control === 'mfaEmail')!;
  expect(mfaEmail.source).toBe('Microsoft 365');
  const quotesOf = async () =>
    (
      (await (
        await request.get('/api/quote/v1/search', { headers, params: { accountId, size: 100 } })
      ).json()) as { content: { id: string; totalPremium?: number | null }[] }
    ).content.map((q) => q.id);
  const before = new Set(await quotesOf());

  await signIn(page, email, { to: '/agency/accounts' });
  const { act, count } = countActions(page);

  await openAccountFromList(act, NAME);
  await act((p) => p.getByRole('button', { name: 'Request Quote' }).click());
  await expect(page.getByTestId('calculator-premium')).toHaveText(/\$[\d,]+\.\d\d/);

  // the calculator says what the tools answered; the broker reviews and confirms
  const notice = page.getByRole('alert').filter({ hasText: /Microsoft 365 answered \d security/ });
  await expect(notice).toBeVisible();
  await act(() => notice.getByRole('button', { name: 'Review answers' }).click());
  const dialog = page.getByRole('dialog', { name: `Security Questions for ${NAME}` });
  await expect(dialog.getByRole('heading', { name: /^Known from .*Microsoft 365/ })).toBeVisible();
  await expect(dialog.getByText(`From Microsoft 365: ${mfaEmail.detail}`)).toBeVisible();
  await expect(
    dialog
      .getByRole('radiogroup', { name: /^MFA for e-mail/ })
      .getByRole('radio', { name: mfaEmail.value ? 'Yes' : 'No' }),
  ).toBeChecked();
  await act(() => dialog.getByRole('button', { name: 'Quote Now' }).click());
  await expect(page.getByText('Security questions saved')).toBeVisible();
  await expect(notice).toBeHidden();

  // three limits into the cart, requested
  await requestThreeLimits(page, act);
  expect(count()).toBeLessThanOrEqual(BUDGET);

  // the confirmed answer is stored, and three new quotes are priced
  const answers = (await (
    await request.get(`/api/account/v1/accounts/${accountId}/security-questions`, { headers })
  ).json()) as { mfaEmail: boolean | null };
  expect(answers.mfaEmail).toBe(mfaEmail.value);
  const added = (await quotesOf()).filter((id) => !before.has(id));
  expect(added).toHaveLength(3);
  const rows = page.getByRole('row').filter({ hasText: NAME });
  await expect(rows.first()).toContainText(/\$[\d,]+\.\d\d/);
});
