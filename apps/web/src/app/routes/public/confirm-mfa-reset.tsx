/** MFA screen confirm-mfa-reset — being built. */
export function Component() {
  return null;
}
