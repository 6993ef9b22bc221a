/** Agencies {base}/agencies — being built. */
export function Component() {
  return null;
}
