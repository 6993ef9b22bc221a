import { useCallback, useState } from 'react';

/**
 * What a table remembers per screen: which columns are hidden and their order. `shown` lists the
 * columns hidden by default (`defaultHidden`) that the user chose to show.
 */
export type TableSettings = { hidden: string[]; order: string[]; shown?: string[] };

const EMPTY: TableSettings = { hidden: [], order: [] };
export const tableSettingsKey = (tableId: string) => `dataTable:${tableId}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

function read(tableId: string): TableSettings {
  try {
    const raw = localStorage.getItem(tableSettingsKey(tableId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<TableSettings>;
    const settings: TableSettings = {
      hidden: strings(parsed.hidden),
      order: strings(parsed.order),
    };
    if (Array.isArray(parsed.shown)) settings.shown = strings(parsed.shown);
    return settings;
  } catch {
    return EMPTY;
  }
}

/**
 * Column visibility and order of one table, kept in local storage under `dataTable:{tableId}`
 * (it survives sign-out like the other interface preferences).
 */
export function useTableSettings(tableId: string) {
  const [settings, setSettings] = useState<TableSettings>(() => read(tableId));
  const update = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      try {
        localStorage.setItem(tableSettingsKey(tableId), JSON.stringify(next));
      } catch {
        // Storage full or blocked: keep the choice for this visit.
      }
    },
    [tableId],
  );
  return [settings, update] as const;
}

/** Column ids in display order: remembered order first, new columns after, unknown ids dropped. */
export function orderedColumnIds(all: readonly string[], remembered: readonly string[]): string[] {
  const known = remembered.filter((id) => all.includes(id));
  return [...known, ...all.filter((id) => !known.includes(id))];
}

/**
 * The hidden columns: those the user hid, and those hidden by default that the user has not
 * shown.
 */
export function hiddenColumnIds(
  columns: readonly { id: string; defaultHidden?: boolean }[],
  settings: TableSettings,
): string[] {
  return columns
    .filter((c) =>
      c.defaultHidden ? !(settings.shown ?? []).includes(c.id) : settings.hidden.includes(c.id),
    )
    .map((c) => c.id);
}

/** The settings after the user showed or hid one column. */
export function toggleColumn(
  settings: TableSettings,
  column: { id: string; defaultHidden?: boolean },
): TableSettings {
  const flip = (list: readonly string[]) =>
    list.includes(column.id) ? list.filter((x) => x !== column.id) : [...list, column.id];
  return column.defaultHidden
    ? { ...settings, shown: flip(settings.shown ?? []) }
    : { ...settings, hidden: flip(settings.hidden) };
}
