/** Onboarding screen signup — being built. */
export function Component() {
  return null;
}
