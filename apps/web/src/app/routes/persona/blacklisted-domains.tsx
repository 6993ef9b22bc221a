/** Blacklisted domains {base}/manage/blacklisted-domains — being built. */
export function Component() {
  return null;
}
