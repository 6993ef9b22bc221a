import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS, migrateUiSettings } from '../src/index.ts';

describe('migrateUiSettings', () => {
  it('keeps valid version-10 settings', () => {
    const s = { ...DEFAULT_UI_SETTINGS, theme: 'dark' as const };
    expect(migrateUiSettings(s).theme).toBe('dark');
  });
  it('migrates version 8 through 10', () => {
    const migrated = migrateUiSettings({ version: 8, darkMode: true, compact: false, tables: {} });
    expect(migrated).toMatchObject({ version: 10, theme: 'dark', layout: 'comfortable' });
  });
  it('resets unknown versions and junk', () => {
    expect(migrateUiSettings({ version: 2 })).toEqual(DEFAULT_UI_SETTINGS);
    expect(migrateUiSettings('junk')).toEqual(DEFAULT_UI_SETTINGS);
  });
});
