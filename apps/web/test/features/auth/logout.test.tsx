import { MESSAGES } from '@cyber/domain';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockApi, renderApp, signIn } from '../../support/helpers.tsx';

it('revokes the session and clears storage except the preference key', async () => {
  const accessToken = signIn({}, 'refresh-1');
  const settings = JSON.stringify({ version: 10, theme: 'dark', layout: 'compressed', tables: {} });
  localStorage.setItem('uiSettings', settings);
  localStorage.setItem('uiSettings:user-1', settings);
  localStorage.setItem('cookies_enabled', 'true');
  localStorage.setItem('refreshToken', 'remembered');
  sessionStorage.setItem('envName', 'local');
  sessionStorage.setItem('auth:redirect', '/agency/dashboard');
  const api = mockApi({ 'POST /api/auth/v1/logout': () => ({ status: 204 }) });

  renderApp('/logout');

  expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

  const [call] = api.callsTo('POST', '/api/auth/v1/logout');
  expect(call?.headers.authorization).toBe(`Bearer ${accessToken}`);
  expect(call?.body).toEqual({ refreshToken: 'refresh-1' });

  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(1);
  expect(localStorage.getItem('uiSettings')).toBe(settings);
});

it('still signs out in the browser when the server cannot be reached', async () => {
  signIn();
  mockApi({ 'POST /api/auth/v1/logout': () => ({ status: 503 }) });
  renderApp('/logout');
  expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
  expect(sessionStorage.getItem('accessToken')).toBeNull();
});

it('signs out without calling the server when there is no session', async () => {
  const api = mockApi();
  renderApp('/logout');
  expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/auth/v1/logout')).toHaveLength(0);
});
