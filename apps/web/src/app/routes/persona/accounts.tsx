/** Accounts list {base}/accounts — being built. */
export function Component() {
  return null;
}
