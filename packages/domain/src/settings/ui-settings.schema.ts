import { z } from 'zod';
import { LAYOUTS, THEMES, UI_LANGUAGES, UI_SETTINGS_VERSION } from './ui-settings.ts';

/**
 * The stored interface settings as a schema (spec 1 §4). The browser reads them with
 * `migrateUiSettings` (ui-settings.ts), the same rule without zod; a test holds the two to one
 * answer.
 */
export const TableSettingsSchema = z.object({
  columns: z.array(z.object({ name: z.string(), show: z.boolean(), width: z.number().optional() })),
  filter: z.record(z.string(), z.unknown()).optional(),
  pageSize: z.number().optional(),
});

export const UiSettingsSchema = z.object({
  version: z.literal(UI_SETTINGS_VERSION),
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
  language: z.enum(UI_LANGUAGES).optional(),
  tables: z.record(z.string(), TableSettingsSchema),
});
