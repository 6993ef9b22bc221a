import { SecurityContactsScreen } from '../../../features/engagement/components/security-contacts-screen.tsx';

/** Security contacts {base}/manage/security-contacts (spec 2 §1: customers manage theirs). */
export function Component() {
  return <SecurityContactsScreen />;
}
