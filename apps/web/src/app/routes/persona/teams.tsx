/** Teams {base}/manage/teams — being built. */
export function Component() {
  return null;
}
