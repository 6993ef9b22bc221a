import type { TokenPair } from '@cyber/domain';
import { storeTokens } from '../../../lib/auth/session.ts';
import { paths } from '../../../config/paths.ts';

/**
 * Keep a jumped or switched session for this tab only (session storage). A refresh token the
 * device remembers belongs to the user's own session in other tabs and is left alone.
 */
export function storeTabSession(tokens: TokenPair): void {
  storeTokens(tokens, { tabOnly: true });
}

/**
 * Open the jump entry of a token in a new tab. The tab is opened at once, inside the click, so
 * pop-up blockers allow it; it goes to /loading/{token} when the token arrives, or closes if
 * the token cannot be had.
 */
export async function openInNewTab(
  getToken: () => Promise<{ token: string }>,
  accountName: string,
) {
  const tab = window.open('', '_blank');
  try {
    const { token } = await getToken();
    const url = paths.jumpEntry.href(token, accountName);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
