import { TagsScreen } from '../../../features/tags/components/tags-screen.tsx';

/** Tags {base}/manage/tags (spec 2 §2). */
export function Component() {
  return <TagsScreen />;
}
