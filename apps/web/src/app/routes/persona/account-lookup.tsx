/** Account lookup {base}/manage/account/lookup — being built. */
export function Component() {
  return null;
}
