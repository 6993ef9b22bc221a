import { useCallback, useState } from 'react';

/** What a table remembers per screen: which columns are hidden and their order. */
export type TableSettings = { hidden: string[]; order: string[] };

const EMPTY: TableSettings = { hidden: [], order: [] };
export const tableSettingsKey = (tableId: string) => `dataTable:${tableId}`;

function read(tableId: string): TableSettings {
  try {
    const raw = localStorage.getItem(tableSettingsKey(tableId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<TableSettings>;
    return {
      hidden: Array.isArray(parsed.hidden)
        ? parsed.hidden.filter((x) => typeof x === 'string')
        : [],
      order: Array.isArray(parsed.order) ? parsed.order.filter((x) => typeof x === 'string') : [],
    };
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
