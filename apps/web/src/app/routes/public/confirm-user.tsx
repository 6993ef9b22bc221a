/** Onboarding screen confirm-user — being built. */
export function Component() {
  return null;
}
