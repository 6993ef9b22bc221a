/** Onboarding screen signup-submitted — being built. */
export function Component() {
  return null;
}
