import { ACCOUNT_TYPE_BY_PERSONA, PERSONAS } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signIn,
  signInProviderAdmin,
} from '../support/helpers.tsx';

const agencyMe = buildMe();

/** A signed-in user of the persona's account type, at that persona's dashboard. */
function renderDashboard(persona: (typeof PERSONAS)[number]) {
  const accountType = ACCOUNT_TYPE_BY_PERSONA[persona];
  signIn({ accountType, subscriberType: accountType });
  mockApi(
    shellHandlers(
      buildMe({ account: { ...agencyMe.account, accountType }, subscriberType: accountType }),
    ),
  );
  return renderApp(`/${persona}/dashboard`);
}

describe('the account menu', () => {
  it.each(PERSONAS)('%s: offers My profile, a link to the persona’s profile', async (persona) => {
    const { user } = renderDashboard(persona);
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      `/${persona}/manage/me`,
    );
  });

  it('starts focus at its first item; who is signed in is text, not an item', async () => {
    signIn();
    mockApi(shellHandlers(agencyMe));
    const { user } = renderApp('/agency/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = screen.getByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'My profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    expect(within(menu).getByText('agent@example.com').closest('[tabindex]')).toBe(menu);
  });

  it('opens the profile, with its MFA tab, and closes', async () => {
    signIn();
    mockApi(shellHandlers(agencyMe));
    const { user, router } = renderApp('/agency/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/agency/manage/me');
    expect(screen.getByRole('tab', { name: 'MFA' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is named by what its button shows, after the words Account menu', async () => {
    signIn();
    mockApi(shellHandlers(agencyMe));
    renderApp('/agency/dashboard');
    const button = await screen.findByRole('button', {
      name: 'Account menu: AA Avery Agent, Agent',
    });
    // The visible parts, in order, are words of the name (WCAG 2.5.3, label in name).
    expect(button.textContent?.split(/\s+/)).toEqual(['AA', 'Avery', 'Agent', 'Agent']);
  });
});

describe('the main navigation', () => {
  it('is a list of list items, disabled entries named by what they show', async () => {
    // The audit log is a later feature: listed, disabled, as Coming soon.
    const permissions = ['policy:view', 'audit:view'];
    signInProviderAdmin(permissions);
    mockApi(shellHandlers(providerAdminMe(permissions)));
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const list = within(nav).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(list.children).toHaveLength(items.length);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);

    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.closest('li')).toBe(items[0]);
    const audit = within(nav).getByRole('button', { name: 'Audit log Coming soon' });
    expect(audit).toHaveAttribute('aria-disabled', 'true');
    expect(audit).not.toHaveAttribute('aria-label');
    expect(audit).toHaveTextContent('Audit logComing soon');
    const policies = within(nav).getByRole('link', { name: 'Policies' });
    expect(policies).toHaveAttribute('href', '/admin/policies');
    expect(policies.closest('li')).toBeInTheDocument();
  });
});
