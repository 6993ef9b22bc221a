/** MFA screen reset-mfa — being built. */
export function Component() {
  return null;
}
