/** Users {base}/manage/users — being built. */
export function Component() {
  return null;
}
