import type { AgencyLicense, AgencyLicenseInput } from '@cyber/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import {
  useAgencyLicenses,
  useDeleteAgencyLicense,
  useSaveAgencyLicense,
} from '../api/agency-licenses.ts';
import { AgencyLicenseDialog } from './agency-license-dialog.tsx';
import { LicenseTable } from './license-table.tsx';

export type LicenseTabProps = { canManage: boolean; isProvider: boolean };

/** The agency's licences. */
export function AgencyLicensesTab({ canManage, isProvider }: LicenseTabProps) {
  const { t } = useTranslation();
  const save = useSaveAgencyLicense();
  const remove = useDeleteAgencyLicense();
  const columns = useMemo<DataTableColumn<AgencyLicense>[]>(
    () => [
      {
        id: 'number',
        header: t('licenses.fields.number'),
        cell: (l) => l.number,
        sortable: true,
        hideable: false,
      },
      { id: 'state', header: t('licenses.fields.state'), cell: (l) => l.state, sortable: true },
      {
        id: 'expirationDate',
        header: t('licenses.fields.expirationDate'),
        cell: (l) => l.expirationDate,
        sortable: true,
      },
      { id: 'npn', header: t('licenses.fields.npn'), cell: (l) => l.npn ?? '—', sortable: true },
      {
        id: 'activeResidentState',
        header: t('licenses.fields.activeResidentState'),
        cell: (l) => (l.activeResidentState ? t('licenses.yes') : t('licenses.no')),
        sortable: true,
      },
    ],
    [t],
  );
  return (
    <LicenseTable<AgencyLicense, AgencyLicenseInput>
      tableId="agency-licenses"
      label={t('licenses.tabs.agency')}
      addLabel={t('licenses.agency.add')}
      deleteTitle={t('licenses.deleteTitle')}
      defaultSort="state,asc"
      canManage={canManage}
      isProvider={isProvider}
      columns={columns}
      useRows={useAgencyLicenses}
      save={save}
      remove={remove}
      nameOf={(l) => `${l.state} ${l.number}`}
      renderDialog={(props) => <AgencyLicenseDialog {...props} pickAgency={isProvider} />}
    />
  );
}
