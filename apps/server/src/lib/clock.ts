/** The one source of "now", injectable so tests can move time. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (start: Date) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
};
