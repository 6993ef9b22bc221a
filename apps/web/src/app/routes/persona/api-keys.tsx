/** API keys {base}/manage/api-keys — being built. */
export function Component() {
  return null;
}
