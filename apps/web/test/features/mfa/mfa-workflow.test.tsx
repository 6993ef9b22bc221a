import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccessToken, mockApi, renderApp, type Handler } from '../../support/helpers.tsx';

const ID = '3f1e7c1a-8d1b-4c55-9b0e-2f6a5c1d7e90';
const info = (phone: string | null) => ({
  id: ID,
  flow: 'E_PAY',
  email: 'pa•••@example.org',
  flowUserPhone: phone,
  hasPhone: phone !== null,
});

function renderWorkflow(handlers: Record<string, Handler> = {}, phone: string | null = null) {
  const api = mockApi({
    [`GET /api/auth/v1/wf/${ID}`]: () => ({ body: info(phone) }),
    ...handlers,
  });
  return { ...renderApp(`/validate/${ID}`), api };
}

describe('one-time code page', () => {
  it('disables the text button when the flow has no phone', async () => {
    renderWorkflow();
    expect(await screen.findByRole('button', { name: 'Send code by text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code by email' })).toBeEnabled();
    expect(screen.getByText(/pa•••@example\.org/)).toBeInTheDocument();
    expect(screen.getByText(/Need help\? Contact support/)).toBeInTheDocument();
  });

  it('sends by text when a phone exists', async () => {
    const { user, api } = renderWorkflow(
      {
        [`GET /api/auth/v1/wf/access/phone/${ID}`]: () => ({
          body: { channel: 'SMS', sentTo: '•••-•••-0199', expiresAt: new Date().toISOString() },
        }),
      },
      '•••-•••-0199',
    );
    const text = await screen.findByRole('button', { name: 'Send code by text' });
    expect(text).toBeEnabled();
    await user.click(text);
    expect(await screen.findByText(/We sent a code to •••-•••-0199/)).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/auth/v1/wf/access/phone/${ID}`)).toHaveLength(1);
  });

  it('accepts exactly six digits before Enter is enabled', async () => {
    const { user } = renderWorkflow();
    const code = await screen.findByLabelText(/6-digit code/);
    const enter = screen.getByRole('button', { name: 'Enter' });
    expect(enter).toBeDisabled();
    await user.type(code, '12a3-45');
    expect(code).toHaveValue('12345');
    expect(enter).toBeDisabled();
    await user.type(code, '67');
    expect(code).toHaveValue('123456');
    expect(enter).toBeEnabled();
  });

  it('shows the server message, or the spec messages for failures', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { message: 'The code you entered is not valid. Please try again.' },
    };
    const { user } = renderWorkflow({ 'POST /api/auth/v1/wf/token': () => answer });
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByTestId('workflow-error')).toHaveTextContent(
      'The code you entered is not valid. Please try again.',
    );

    answer = { status: 502 };
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(screen.getByTestId('workflow-error')).toHaveTextContent('Site Under Maintainence!'),
    );

    answer = { status: 403, body: {} };
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(screen.getByTestId('workflow-error')).toHaveTextContent(
        'Not able to authenticate the user.',
      ),
    );
  });

  it('stores the tokens and continues at the redirect on success', async () => {
    const accessToken = makeAccessToken();
    const { user, router, api } = renderWorkflow({
      'POST /api/auth/v1/wf/token': () => ({
        body: { redirectURL: '/agency/dashboard', accessToken, refreshToken: 'r-wf' },
      }),
      'GET /api/auth/v1/me': () => ({ status: 500 }),
    });
    await user.type(await screen.findByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(sessionStorage.getItem('accessToken')).toBe(accessToken);
    expect(api.callsTo('POST', '/api/auth/v1/wf/token')[0]!.body).toEqual({
      workflowId: ID,
      secret: '654321',
    });
  });

  it('goes to /login for an unknown or expired workflow', async () => {
    mockApi({ [`GET /api/auth/v1/wf/${ID}`]: () => ({ status: 401, body: { message: 'x' } }) });
    const { router } = renderApp(`/validate/${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
