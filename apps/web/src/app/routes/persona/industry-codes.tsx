/** Industry codes {base}/manage/industry-codes — being built. */
export function Component() {
  return null;
}
