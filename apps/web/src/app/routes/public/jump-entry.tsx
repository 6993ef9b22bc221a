/** Jump entry /loading/:token — being built. */
export function Component() {
  return null;
}
