import { LicensesScreen } from '../../../features/licenses/components/licenses-screen.tsx';

/** Licences {base}/manage/licenses: agency, agent and surplus licences. */
export function Component() {
  return <LicensesScreen />;
}
