import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Message = { text: string; template: string; createdAt: string };

/** The first link of the newest message to `to` (of a template), waiting for it to arrive. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(
        `/api/dev/mailbox?to=${encodeURIComponent(to)}&template=${template}`,
      );
      const body = (await res.json()) as { content: Message[] };
      link = /https?:\/\/[^\s<>"']+/.exec(body.content[0]?.text ?? '')?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  // The app's own origin may differ from PUBLIC_URL in odd set-ups: keep the path only.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

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
