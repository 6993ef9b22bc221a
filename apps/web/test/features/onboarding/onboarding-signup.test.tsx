import { ONBOARDING_MESSAGES } from '@cyber/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n.ts';
import { makeAccessToken, mockApi, renderApp } from '../../support/helpers.tsx';

const tokens = (accountType = 'AGENCY') => ({
  accessToken: makeAccessToken({ accountType, subscriberType: accountType }),
  refreshToken: 'refresh-new',
  accountType,
});

async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<
    Record<'code' | 'organization' | 'first' | 'last' | 'password' | 'npn', string>
  > = {},
) {
  await user.type(await screen.findByLabelText(/^Invitation code/), values.code ?? 'ABCD-EFGH');
  await user.type(screen.getByLabelText(/^Organization name/), values.organization ?? 'Lighthouse');
  await user.type(screen.getByLabelText(/^First name/), values.first ?? 'Frankie');
  await user.type(screen.getByLabelText(/^Last name/), values.last ?? 'Founder');
  await user.type(screen.getByLabelText(/^Password/), values.password ?? 'Harbour-Lights-42');
  if (values.npn !== '') {
    const npn = screen.queryByLabelText(/^Producer number/);
    if (npn) await user.type(npn, values.npn ?? '7712345');
  }
}

describe('/signup', () => {
  it('shows every field; the producer number is numeric and hidden for a policyholder', async () => {
    mockApi();
    const { user } = renderApp('/signup');
    const npn = await screen.findByLabelText(/^Producer number/);
    expect(npn).toHaveAttribute('inputmode', 'numeric');
    expect(npn).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute(
      'placeholder',
      'Minimum 8 characters',
    );

    await user.selectOptions(screen.getByLabelText(/^Account type/), 'CUSTOMER');
    expect(screen.queryByLabelText(/^Producer number/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Account type/), 'AGENCY');
    expect(screen.getByLabelText(/^Producer number/)).toBeInTheDocument();
  });

  it('keeps Sign Up disabled until the agreement is ticked', async () => {
    mockApi();
    const { user } = renderApp('/signup');
    await fillSignup(user);
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(submit).toBeDisabled();
  });

  it('shows the spec messages for missing fields and a non-numeric producer number', async () => {
    const api = mockApi();
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText(/^Producer number/), '12ab');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      ONBOARDING_MESSAGES.invitationCodeRequired,
      ONBOARDING_MESSAGES.organizationRequired,
      ONBOARDING_MESSAGES.firstNameRequired,
      ONBOARDING_MESSAGES.lastNameRequired,
      ONBOARDING_MESSAGES.passwordRequired,
      ONBOARDING_MESSAGES.npnNumeric,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', '/api/auth/v1/signup')).toHaveLength(0);
  });

  it('with only the code: 202 goes to /signup-submitted', async () => {
    const api = mockApi({
      'POST /api/auth/v1/signup': () => ({
        status: 202,
        body: { emailValidationRequired: true, message: ONBOARDING_MESSAGES.signupValidationSent },
      }),
    });
    const { user, router } = renderApp('/signup');
    await fillSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup-submitted'));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/signup')[0]!.body).toEqual({
      invitationCode: 'ABCD-EFGH',
      organization: 'Lighthouse',
      firstName: 'Frankie',
      lastName: 'Founder',
      password: 'Harbour-Lights-42',
      accountType: 'AGENCY',
      npn: '7712345',
    });
  });

  it('a policyholder signs up without a producer number and lands on the dashboard', async () => {
    const api = mockApi({ 'POST /api/auth/v1/signup': () => ({ body: tokens('CUSTOMER') }) });
    const { user, router } = renderApp('/signup');
    await user.selectOptions(await screen.findByLabelText(/^Account type/), 'CUSTOMER');
    await fillSignup(user, { npn: '' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/dashboard'));
    expect(api.callsTo('POST', '/api/auth/v1/signup')[0]!.body).not.toHaveProperty('npn');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-new');
  });

  it('goes back to the prior location, unless that was /logout', async () => {
    mockApi({ 'POST /api/auth/v1/signup': () => ({ body: tokens('AGENCY') }) });
    sessionStorage.setItem('auth:redirect', '/agency/manage/me');
    const first = renderApp('/signup');
    await fillSignup(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await first.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/agency/manage/me'));
    first.unmount();

    sessionStorage.clear();
    sessionStorage.setItem('auth:redirect', '/logout');
    const second = renderApp('/signup');
    await fillSignup(second.user);
    await second.user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await second.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/agency/dashboard'));
  });

  it('shows the server text on 412 and the service message otherwise', async () => {
    let status = 412;
    mockApi({
      'POST /api/auth/v1/signup': () => ({
        status,
        body: { message: ONBOARDING_MESSAGES.invalidInvitationCode },
      }),
    });
    const { user } = renderApp('/signup');
    await fillSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ONBOARDING_MESSAGES.invalidInvitationCode,
    );
    status = 503;
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.serviceUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(ONBOARDING_MESSAGES.invalidInvitationCode)).not.toBeInTheDocument();
  });

  it('lists the password errors of a 400 under the password', async () => {
    mockApi({
      'POST /api/auth/v1/signup': () => ({
        status: 400,
        body: {
          message: ONBOARDING_MESSAGES.passwordRejected,
          errors: ['Not a commonly used password'],
        },
      }),
    });
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'password1' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Not a commonly used password')).toBeInTheDocument();
  });

  it('says "tick" and "organisation" in en-GB', async () => {
    await i18n.changeLanguage('en-GB');
    mockApi();
    renderApp('/signup');
    expect(await screen.findByLabelText(/^Organisation name/)).toBeInTheDocument();
    expect(screen.getByText(/Tick the box/)).toBeInTheDocument();
  });
});
