/** Onboarding screen reset-password — being built. */
export function Component() {
  return null;
}
