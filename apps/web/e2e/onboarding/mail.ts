import type { Page } from '@playwright/test';

/** Forget the signed-in session of the page (a different person opens the link). */
export async function signOutLocally(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}
