/** Own agency profile {base}/manage/agency — being built. */
export function Component() {
  return null;
}
