/** Internet Explorer (any version) cannot run the platform (spec 1 §2). */
export const isUnsupportedBrowser = (userAgent: string): boolean =>
  /MSIE |Trident\//.test(userAgent);

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
