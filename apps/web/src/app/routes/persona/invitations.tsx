/** Invitations {base}/manage/invitations — being built. */
export function Component() {
  return null;
}
