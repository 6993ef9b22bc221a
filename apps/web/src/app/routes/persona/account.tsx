/** Account page {base}/accounts/:accountId — being built. */
export function Component() {
  return null;
}
