import { DocumentsScreen } from '../../../features/documents/components/documents-screen.tsx';

/** {base}/documents: documents search, download, delete; the forms library for provider admins. */
export function Component() {
  return <DocumentsScreen />;
}
