import type { Page } from '@playwright/test';

/** A unique address per run, so journeys never collide. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Forget the signed-in session of the page (a different person opens the link). */
export async function signOutLocally(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}
