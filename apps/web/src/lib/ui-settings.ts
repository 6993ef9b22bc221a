import { DEFAULT_UI_SETTINGS, migrateUiSettings, type UiSettings } from '@cyber/domain';
import { useSyncExternalStore } from 'react';

/**
 * Persisted interface settings (spec 1 §4): version 10 via `migrateUiSettings`, stored under
 * `uiSettings` before sign-in and under `uiSettings:{userId}` once the user is known. The plain
 * `uiSettings` key is the one preference that survives a logout.
 */
export const UI_SETTINGS_KEY = 'uiSettings';
export const uiSettingsKeyFor = (userId: string | null): string =>
  userId ? `${UI_SETTINGS_KEY}:${userId}` : UI_SETTINGS_KEY;

let scope: string | null = null;
let current: UiSettings | null = null;
const listeners = new Set<() => void>();

function readStored(key: string): UiSettings | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? migrateUiSettings(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function write(settings: UiSettings): void {
  try {
    localStorage.setItem(uiSettingsKeyFor(scope), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: keep the settings for this visit only.
  }
}

export function getUiSettings(): UiSettings {
  current ??= readStored(uiSettingsKeyFor(scope)) ?? DEFAULT_UI_SETTINGS;
  return current;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Switch to the signed-in user's settings (or back to the anonymous ones with `null`). */
export function setUiSettingsScope(userId: string | null): void {
  if (userId === scope) return;
  const previous = getUiSettings();
  scope = userId;
  const stored = readStored(uiSettingsKeyFor(scope));
  // A user's first visit on this device starts from the settings already in use.
  current = stored ?? previous;
  if (!stored) write(current);
  emit();
}

export function updateUiSettings(patch: Partial<Omit<UiSettings, 'version'>>): void {
  current = { ...getUiSettings(), ...patch };
  write(current);
  if (scope) {
    // Mirror onto the anonymous key so sign-in and sign-out screens keep the same look.
    try {
      localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify(current));
    } catch {
      // ignore
    }
  }
  emit();
}

/** Forget the in-memory copy (after storage was cleared). */
export function reloadUiSettings(): void {
  scope = null;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useUiSettings = (): UiSettings =>
  useSyncExternalStore(subscribe, getUiSettings, getUiSettings);
