import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn } from '../../support/helpers.tsx';

const TITLE = 'Multi-Factor Authentication Not Enabled';

const enforcedMe = (overrides: Parameters<typeof buildMe>[0] = {}) => {
  const base = buildMe();
  return buildMe({ ...overrides, account: { ...base.account, enforceMfa: true } });
};

describe('the enforced-MFA modal', () => {
  it('blocks a user without MFA when the account enforces it, and opens the MFA tab', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: enforcedMe() }) });
    const { router, user } = renderApp('/agency/dashboard');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toBeInTheDocument();

    // It cannot be dismissed with Escape.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set Up MFA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/manage/me'));
    expect(router.state.location.search).toBe('?tab=mfa');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('tab', { name: 'MFA', selected: true })).toBeInTheDocument();
  });

  it('is not shown when MFA is on or not enforced', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: enforcedMe({ mfaType: 'EMAIL' }) }) });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is skipped on the profile page', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: enforcedMe() }) });
    renderApp('/agency/manage/me');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is skipped when a provider user has jumped into the account', async () => {
    signIn({ accountType: 'AGENCY', subscriberType: 'COWBELL' });
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: enforcedMe({ subscriberType: 'COWBELL' }) }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });
});
