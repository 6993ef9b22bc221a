/** MFA screen validate-workflow — being built. */
export function Component() {
  return null;
}
