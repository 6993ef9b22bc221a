import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n, loadWorkspaceStrings } from '../../src/lib/i18n.ts';
import { WORKSPACE_AREAS } from '../../src/locales/workspace.ts';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('the workspace’s strings', () => {
  it('are not among the strings every page downloads', () => {
    const workspaceFiles = [
      ...source('../../src/locales/workspace.ts').matchAll(/from '\.\/(.+)'/g),
    ];
    expect(workspaceFiles).toHaveLength(WORKSPACE_AREAS.length);
    const i18nSource = source('../../src/lib/i18n.ts');
    for (const [, file] of workspaceFiles) {
      expect(i18nSource, file).not.toContain(`'../locales/${file}'`);
    }
  });

  it('are there once loaded, the UK wording over the US one', async () => {
    await Promise.all([loadWorkspaceStrings(), loadWorkspaceStrings()]);
    for (const area of WORKSPACE_AREAS) {
      for (const key of Object.keys(area.enUS)) {
        expect(i18n.getResource('en-US', 'translation', key), key).toBeTruthy();
      }
      for (const [key, value] of Object.entries(area.enGB)) {
        expect(i18n.getResource('en-GB', 'translation', key), key).toMatchObject(value as object);
      }
    }
  });
});
