import { z } from 'zod';

/**
 * Persisted client settings (spec 1 §4): only the interface-settings part is stored, version 10,
 * with migrations from older versions.
 */
export const UI_SETTINGS_VERSION = 10;
export const THEMES = ['light', 'dark'] as const;
export const LAYOUTS = ['compressed', 'comfortable'] as const;

export const TableSettingsSchema = z.object({
  columns: z.array(z.object({ name: z.string(), show: z.boolean(), width: z.number().optional() })),
  filter: z.record(z.string(), z.unknown()).optional(),
  pageSize: z.number().optional(),
});

export const UiSettingsSchema = z.object({
  version: z.literal(UI_SETTINGS_VERSION),
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
  language: z.enum(['en-US', 'en-GB']).optional(),
  tables: z.record(z.string(), TableSettingsSchema),
});
export type UiSettings = z.infer<typeof UiSettingsSchema>;

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
  const parsed = UiSettingsSchema.safeParse({ ...DEFAULT_UI_SETTINGS, ...current });
  return parsed.success ? parsed.data : DEFAULT_UI_SETTINGS;
}
