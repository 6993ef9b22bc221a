/** Feature flags {base}/manage/flags — being built. */
export function Component() {
  return null;
}
