/** Tags {base}/manage/tags — being built. */
export function Component() {
  return null;
}
