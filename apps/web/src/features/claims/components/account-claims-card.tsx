import AddIcon from '@mui/icons-material/Add';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../components/modal-registry/index.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { CLAIM_CREATE_EDIT_MODAL, type ClaimCreateEditData } from './claim-modals.tsx';
import { ClaimsTable } from './claims-table.tsx';
import { isActingAsProvider } from '@cyber/domain';

/**
 * The account page's claims card: the account's claims for provider staff and its agencies
 * (read-only for agencies); provider staff with claim:manage may report one for the account.
 */
export function AccountClaimsCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { claims, permissions } = useCurrentUser();
  if (!permissions.includes('claim:view')) return null;
  const canReport = isActingAsProvider(claims) && permissions.includes('claim:manage');
  return (
    <SectionCard title={t('claims.card.title')} icon={<GavelOutlinedIcon color="primary" />}>
      <ClaimsTable
        tableId="account-claims"
        accountId={accountId}
        showAccount={false}
        toolbar={
          canReport && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => openModal<ClaimCreateEditData>(CLAIM_CREATE_EDIT_MODAL, { accountId })}
            >
              {t('claims.new')}
            </Button>
          )
        }
      />
    </SectionCard>
  );
}
