import { isProviderAdmin } from '@cyber/domain';
import { Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocTypes, useLabelValueMap } from '../api/get-doc-types.ts';
import { DocumentsTable } from './documents-table.tsx';
import { FormsLibrary } from './forms-library.tsx';

/**
 * {base}/documents: the documents the user may see, filtered by type and product; provider
 * admins also manage the forms library. Uploads happen where the document belongs (the
 * account page), so a document is never left without its account.
 */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const { persona, claims } = useCurrentUser();
  const providerAdmin = isProviderAdmin(claims);
  const [tab, setTab] = useState<'documents' | 'forms'>('documents');
  const [docType, setDocType] = useState('');
  const [productType, setProductType] = useState('');
  const docTypes = useDocTypes();
  const products = useLabelValueMap('producttypes');

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('documents.title')}
      </Typography>
      {providerAdmin && (
        <Tabs value={tab} onChange={(_, v: 'documents' | 'forms') => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="documents" label={t('documents.title')} />
          <Tab value="forms" label={t('documents.formsLibrary')} />
        </Tabs>
      )}
      {tab === 'documents' ? (
        <DocumentsTable
          tableId="documents"
          persona={persona}
          filters={{ docType: docType || undefined, productType: productType || undefined }}
          toolbar={
            <Stack direction="row" spacing={1}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 180 }}
                label={t('documents.type')}
                value={docType}
                onChange={(e) => setDocType(e.target.value)}
              >
                <MenuItem value="">{t('documents.all')}</MenuItem>
                {Object.entries(docTypes.data ?? {}).map(([label, value]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                sx={{ minWidth: 160 }}
                label={t('documents.product')}
                value={productType}
                onChange={(e) => setProductType(e.target.value)}
              >
                <MenuItem value="">{t('documents.all')}</MenuItem>
                {Object.entries(products.data ?? {}).map(([label, value]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          }
        />
      ) : (
        <FormsLibrary />
      )}
    </Box>
  );
}
