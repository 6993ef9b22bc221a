/** Onboarding screen resend-validation — being built. */
export function Component() {
  return null;
}
