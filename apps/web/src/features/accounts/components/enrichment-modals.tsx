import type { Region } from '@cyber/domain';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { registerModal, type ModalProps } from '../../../components/modal-registry/index.ts';
import { useScanAccount } from '../api/scan-account.ts';
import { useSyncLeads } from '../api/sync-leads.ts';
import { RefreshFirmographicsDialog } from './refresh-firmographics-dialog.tsx';

/**
 * The enrichment modals of the account page (spec 2 §2: "Refresh firmographic data; on-demand
 * scan", "sync leads"), in the modal registry so `?modal=<name>&modalData={"accountId":…}` opens
 * them too.
 */
export const REFRESH_FIRMOGRAPHICS_MODAL = 'refresh-firmographics';
export const ON_DEMAND_SCAN_MODAL = 'on-demand-scan';
export const SYNC_LEADS_MODAL = 'sync-leads';

export type EnrichmentModalData = { accountId: string; name?: string; region?: Region } | null;

export function RefreshFirmographicsModal({ data, onClose }: ModalProps<EnrichmentModalData>) {
  if (!data?.accountId) return null;
  return (
    <RefreshFirmographicsDialog
      accountId={data.accountId}
      region={data.region ?? 'US'}
      onClose={onClose}
    />
  );
}

/** Confirm, scan, and say so: 'Data Scanned Successfully!' (spec 2 §8) or why not. */
export function OnDemandScanModal({ data, onClose }: ModalProps<EnrichmentModalData>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const scan = useScanAccount(data?.accountId ?? '');
  if (!data?.accountId) return null;
  return (
    <ConfirmDialog
      open
      title={t('accountEnrichment.scanTitle', { name: data.name ?? '' })}
      body={t('accountEnrichment.scanBody')}
      confirmLabel={t('accountEnrichment.scanConfirm')}
      pending={scan.isPending}
      error={scan.isError ? scan.error.message || t('accountEnrichment.scanFailed') : null}
      onClose={onClose}
      onConfirm={() =>
        scan.mutate(undefined, {
          onSuccess: () => {
            enqueueSnackbar(t('accountEnrichment.scanned'), { variant: 'success' });
            onClose();
          },
        })
      }
    />
  );
}

/**
 * Sync leads: confirm, then 'Sync Lead initiated for {name}.' or 'Something went wrong while
 * syncing leads.' (spec 2 §8).
 */
export function SyncLeadsModal({ data, onClose }: ModalProps<EnrichmentModalData>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sync = useSyncLeads(data?.accountId ?? '');
  if (!data?.accountId) return null;
  const name = data.name ?? '';
  return (
    <ConfirmDialog
      open
      title={t('accountEnrichment.syncTitle', { name })}
      body={t('accountEnrichment.syncBody')}
      confirmLabel={t('accountEnrichment.syncConfirm')}
      pending={sync.isPending}
      onClose={onClose}
      onConfirm={() =>
        sync.mutate(undefined, {
          onSuccess: () =>
            enqueueSnackbar(t('accountEnrichment.syncInitiated', { name }), {
              variant: 'success',
            }),
          onError: () => enqueueSnackbar(t('accountEnrichment.syncFailed'), { variant: 'error' }),
          onSettled: onClose,
        })
      }
    />
  );
}

registerModal(REFRESH_FIRMOGRAPHICS_MODAL, RefreshFirmographicsModal);
registerModal(ON_DEMAND_SCAN_MODAL, OnDemandScanModal);
registerModal(SYNC_LEADS_MODAL, SyncLeadsModal);
