/** Onboarding screen signup-validation — being built. */
export function Component() {
  return null;
}
