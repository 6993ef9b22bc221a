import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { SurplusLicense, SurplusLicenseInput } from '@cyber/domain';
import { IconButton, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import {
  useDeleteSurplusLicense,
  useSaveSurplusLicense,
  useSurplusLicenses,
} from '../api/surplus-licenses.ts';
import { downloadSurplusNotice } from '../api/surplus-notice.ts';
import { deleteFailureMessage } from './license-messages.ts';
import { LicenseTable } from './license-table.tsx';
import { SurplusLicenseDialog } from './surplus-license-dialog.tsx';

/** Provider staff list every agency's surplus licences; an agency its own. */
const useAllSurplusLicenses = (query: TableQuery) => useSurplusLicenses(true, query);
const useOwnSurplusLicenses = (query: TableQuery) => useSurplusLicenses(false, query);

export type SurplusLicensesTabProps = {
  canManage: boolean;
  isProvider: boolean;
  isProviderAdmin: boolean;
};

/** Surplus-lines broker licences; provider staff see every agency's. */
export function SurplusLicensesTab({
  canManage,
  isProvider,
  isProviderAdmin,
}: SurplusLicensesTabProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSurplusLicense();
  const remove = useDeleteSurplusLicense();
  const columns = useMemo<DataTableColumn<SurplusLicense>[]>(
    () => [
      {
        id: 'brokerLastName',
        header: t('licenses.fields.broker'),
        cell: (l) => `${l.brokerFirstName} ${l.brokerLastName}`,
        sortable: true,
        hideable: false,
      },
      {
        id: 'brokerEmail',
        header: t('licenses.fields.brokerEmail'),
        cell: (l) => l.brokerEmail,
        sortable: true,
      },
      {
        id: 'surplusLicenseNumber',
        header: t('licenses.fields.surplusLicenseNumber'),
        cell: (l) => l.surplusLicenseNumber,
        sortable: true,
      },
      {
        id: 'surplusLinesState',
        header: t('licenses.fields.state'),
        cell: (l) => l.surplusLinesState,
        sortable: true,
      },
      {
        id: 'signatureOnFile',
        header: t('licenses.fields.signatureOnFile'),
        cell: (l) => (l.signatureOnFile ? t('licenses.yes') : t('licenses.no')),
        sortable: true,
      },
    ],
    [t],
  );
  const notice = (state: string) =>
    downloadSurplusNotice(state).catch((e: unknown) =>
      enqueueSnackbar(deleteFailureMessage(e), { variant: 'error' }),
    );
  return (
    <LicenseTable<SurplusLicense, SurplusLicenseInput>
      tableId="surplus-licenses"
      label={t('licenses.tabs.surplus')}
      addLabel={t('licenses.surplus.add')}
      deleteTitle={t('licenses.surplus.deleteTitle')}
      defaultSort="surplusLinesState,asc"
      canManage={canManage}
      isProvider={isProvider}
      columns={columns}
      useRows={isProvider ? useAllSurplusLicenses : useOwnSurplusLicenses}
      save={save}
      remove={remove}
      nameOf={(l) => `${l.brokerFirstName} ${l.brokerLastName} (${l.surplusLinesState})`}
      extraActions={(l) => (
        <Tooltip title={t('licenses.surplus.notice')}>
          <IconButton
            size="small"
            aria-label={`${t('licenses.surplus.notice')} ${l.surplusLinesState}`}
            onClick={() => void notice(l.surplusLinesState)}
          >
            <DescriptionOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      renderDialog={(props) => (
        <SurplusLicenseDialog
          {...props}
          pickAgency={isProvider}
          canSetSignature={isProviderAdmin}
        />
      )}
    />
  );
}
