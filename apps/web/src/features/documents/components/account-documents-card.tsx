import AddIcon from '@mui/icons-material/Add';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';
import { isActingAsProvider } from '@cyber/domain';

/** The account page's documents card: that account's documents, with upload. */
export function AccountDocumentsCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { persona, permissions, claims } = useCurrentUser();
  const [uploading, setUploading] = useState(false);
  if (!permissions.includes('document:view')) return null;
  const canUpload = permissions.includes('document:manage');
  return (
    <SectionCard title={t('documents.title')} icon={<FolderOpenIcon color="primary" />}>
      <DocumentsTable
        tableId="account-documents"
        persona={persona}
        filters={{ accountId }}
        hideAccount
        toolbar={
          canUpload && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setUploading(true)}>
              {t('documents.uploadDocument')}
            </Button>
          )
        }
      />
      {uploading && (
        <UploadDocumentDialog
          open
          accountId={accountId}
          canPickAgency={isActingAsProvider(claims)}
          onClose={() => setUploading(false)}
        />
      )}
    </SectionCard>
  );
}
