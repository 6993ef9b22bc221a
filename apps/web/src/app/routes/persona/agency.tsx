/** Agency page {base}/agencies/:agencyId — being built. */
export function Component() {
  return null;
}
