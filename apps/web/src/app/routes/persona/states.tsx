/** States {base}/manage/states — being built. */
export function Component() {
  return null;
}
