/** Onboarding screen forgot-password — being built. */
export function Component() {
  return null;
}
