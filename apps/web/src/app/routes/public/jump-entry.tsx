import { JumpEntryScreen } from '../../../features/jump/components/jump-entry-screen.tsx';

/** Jump entry /loading/:token (spec 1 §2, §4). */
export function JumpEntryRoute() {
  return <JumpEntryScreen />;
}

export { JumpEntryRoute as Component };
