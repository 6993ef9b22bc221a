import { BulkUploadScreen } from '../../../features/bulk-upload/components/bulk-upload-screen.tsx';

/** Bulk upload {base}/manage/bulk-upload (spec 2 §3, §5). */
export function Component() {
  return <BulkUploadScreen />;
}
