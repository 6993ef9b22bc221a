/** Bulk upload {base}/manage/bulk-upload — being built. */
export function Component() {
  return null;
}
