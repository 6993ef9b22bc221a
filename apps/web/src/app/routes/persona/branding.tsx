/** Agency logo {base}/manage/branding — being built. */
export function Component() {
  return null;
}
