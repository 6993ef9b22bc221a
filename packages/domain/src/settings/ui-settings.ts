import { isRecord } from '../common/text.ts';
/**
 * Persisted client settings (spec 1 §4): only the interface-settings part is stored, version 10,
 * with migrations from older versions. Read on every page, sign-in included, so this module is
 * free of zod (whose full API would otherwise be on the sign-in page's first download);
 * `UiSettingsSchema` (ui-settings.schema.ts) states the same shape, and a test holds
 * `migrateUiSettings` to it.
 */
export const UI_SETTINGS_VERSION = 10;
export const THEMES = ['light', 'dark'] as const;
export const LAYOUTS = ['compressed', 'comfortable'] as const;
export const UI_LANGUAGES = ['en-US', 'en-GB'] as const;

export type TableSettings = {
  columns: { name: string; show: boolean; width?: number | undefined }[];
  filter?: Record<string, unknown> | undefined;
  pageSize?: number | undefined;
};

export type UiSettings = {
  version: typeof UI_SETTINGS_VERSION;
  theme: (typeof THEMES)[number];
  layout: (typeof LAYOUTS)[number];
  language?: (typeof UI_LANGUAGES)[number] | undefined;
  tables: Record<string, TableSettings>;
};

export const DEFAULT_UI_SETTINGS: UiSettings = {
  version: UI_SETTINGS_VERSION,
  theme: 'light',
  layout: 'compressed',
  tables: {},
};

type Migration = (input: Record<string, unknown>) => Record<string, unknown>;

/** Each entry upgrades settings from version `n` to `n + 1`. */
const MIGRATIONS: Record<number, Migration> = {
  // v8 kept `darkMode: boolean`; v9 introduced `theme`.
  8: ({ darkMode, ...rest }) => ({ ...rest, theme: darkMode ? 'dark' : 'light', version: 9 }),
  // v9 kept `compact: boolean`; v10 introduced `layout`.
  9: ({ compact, ...rest }) => ({
    ...rest,
    layout: compact === false ? 'comfortable' : 'compressed',
    version: 10,
  }),
};

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** Only the known fields, each of its type (as `UiSettingsSchema` parses), or null. */
function readTable(value: unknown): TableSettings | null {
  if (!isRecord(value) || !Array.isArray(value.columns)) return null;
  const columns: TableSettings['columns'] = [];
  for (const column of value.columns as unknown[]) {
    if (!isRecord(column) || typeof column.name !== 'string' || typeof column.show !== 'boolean') {
      return null;
    }
    if (column.width !== undefined && !isNumber(column.width)) return null;
    columns.push({
      name: column.name,
      show: column.show,
      ...(column.width !== undefined ? { width: column.width } : {}),
    });
  }
  if (value.filter !== undefined && !isRecord(value.filter)) return null;
  if (value.pageSize !== undefined && !isNumber(value.pageSize)) return null;
  return {
    columns,
    ...(value.filter !== undefined ? { filter: { ...value.filter } } : {}),
    ...(value.pageSize !== undefined ? { pageSize: value.pageSize } : {}),
  };
}

function readUiSettings(value: Record<string, unknown>): UiSettings | null {
  const { version, theme, layout, language, tables } = value;
  if (version !== UI_SETTINGS_VERSION || !oneOf(THEMES, theme) || !oneOf(LAYOUTS, layout)) {
    return null;
  }
  if (language !== undefined && !oneOf(UI_LANGUAGES, language)) return null;
  if (!isRecord(tables)) return null;
  const read: Record<string, TableSettings> = {};
  for (const [key, table] of Object.entries(tables)) {
    const settings = readTable(table);
    if (!settings) return null;
    read[key] = settings;
  }
  return {
    version,
    theme,
    layout,
    ...(language !== undefined ? { language } : {}),
    tables: read,
  };
}

/** Bring stored settings of any known version up to date; unknown or broken input resets. */
export function migrateUiSettings(stored: unknown): UiSettings {
  if (!stored || typeof stored !== 'object') return DEFAULT_UI_SETTINGS;
  let current = { ...(stored as Record<string, unknown>) };
  let version = typeof current.version === 'number' ? current.version : 0;
  while (version < UI_SETTINGS_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) return DEFAULT_UI_SETTINGS;
    current = migrate(current);
    version = current.version as number;
  }
  return readUiSettings({ ...DEFAULT_UI_SETTINGS, ...current }) ?? DEFAULT_UI_SETTINGS;
}
