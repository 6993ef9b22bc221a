import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { openModal } from '../../../components/modal-registry/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { CLAIM_CREATE_EDIT_MODAL, type ClaimCreateEditData } from './claim-modals.tsx';
import { ClaimsTable } from './claims-table.tsx';

/**
 * {base}/claims: the claims the caller may see. Customers report claims for their own account;
 * vendors see the claims assigned to them; provider staff all; agencies, carriers and
 * reinsurers read.
 */
export function ClaimsScreen() {
  const { t } = useTranslation();
  const { me, permissions } = useCurrentUser();
  const isCustomer = me.account.accountType === 'CUSTOMER';
  const canReport = isCustomer && permissions.includes('claim:manage');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('claims.title')}
        subtitle={
          me.account.accountType === 'VENDOR' ? t('claims.vendorSubtitle') : t('claims.subtitle')
        }
        actions={
          canReport && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                openModal<ClaimCreateEditData>(CLAIM_CREATE_EDIT_MODAL, {
                  accountId: me.account.id,
                })
              }
            >
              {t('claims.new')}
            </Button>
          )
        }
      />
      <ClaimsTable tableId="claims" showAccount={!isCustomer} />
    </Stack>
  );
}
