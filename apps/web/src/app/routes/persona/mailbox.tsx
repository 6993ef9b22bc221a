/** Dev mailbox {base}/manage/mailbox — being built. */
export function Component() {
  return null;
}
