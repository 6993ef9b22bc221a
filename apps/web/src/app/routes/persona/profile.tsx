/** Profile {base}/manage/me — being built. */
export function Component() {
  return null;
}
