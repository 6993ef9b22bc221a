/** Organisations {base}/organisations — being built. */
export function Component() {
  return null;
}
