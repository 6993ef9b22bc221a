import { PERSONAS, ROLE_CATALOGUE, ACCOUNT_TYPE_BY_PERSONA } from '@cyber/domain';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../src/app/shell/navigation.ts';
import { refreshDelayMs } from '../../src/app/shell/use-token-refresh.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { getUiSettings, setUiSettingsScope, updateUiSettings } from '../../src/lib/ui-settings.ts';

describe('navigation', () => {
  it.each(PERSONAS)('%s: the dashboard is the first entry and a link', (persona) => {
    const [role] = ROLE_CATALOGUE[ACCOUNT_TYPE_BY_PERSONA[persona]];
    const items = navigationFor(persona, role?.permissions ?? []);
    expect(items[0]).toMatchObject({ key: 'dashboard', href: `/${persona}/dashboard` });
    // Entries that are links lead into the persona's own area.
    expect(items.filter((i) => i.href).every((i) => i.href!.startsWith(`/${persona}/`))).toBe(true);
    expect(items.length).toBeGreaterThan(1);
  });

  it('lists only what the permissions allow', () => {
    const keys = navigationFor('admin', ['dashboard:view', 'claim:view']).map((i) => i.key);
    expect(keys).toEqual(['dashboard', 'claims']);
  });
});

describe('background token refresh', () => {
  it('fires at 80% of the access token life', () => {
    const iat = 1_000_000;
    expect(refreshDelayMs({ iat, exp: iat + 900 }, iat * 1000)).toBe(720_000);
    expect(refreshDelayMs({ iat, exp: iat + 900 }, (iat + 800) * 1000)).toBe(0);
  });
});

describe('interface settings', () => {
  it('migrates stored settings and keeps them per user', () => {
    localStorage.setItem('uiSettings', JSON.stringify({ version: 8, darkMode: true, tables: {} }));
    expect(getUiSettings()).toMatchObject({ version: 10, theme: 'dark', layout: 'compressed' });

    setUiSettingsScope('user-9');
    updateUiSettings({ theme: 'light' });
    expect(JSON.parse(localStorage.getItem('uiSettings:user-9') ?? '{}')).toMatchObject({
      version: 10,
      theme: 'light',
    });
  });
});

describe('money', () => {
  it('formats minor units in the region’s currency', () => {
    expect(formatMoney(123456, 'US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'UK')).toBe('£1,234.56');
  });
});
