/** Licences {base}/manage/licenses — being built. */
export function Component() {
  return null;
}
