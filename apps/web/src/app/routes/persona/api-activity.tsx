/** API activity {base}/manage/api-activity — being built. */
export function Component() {
  return null;
}
