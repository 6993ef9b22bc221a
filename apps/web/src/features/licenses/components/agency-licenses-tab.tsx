import {
  agencyLicenseInputSchema,
  type AgencyLicense,
  type AgencyLicenseInput,
} from '@cyber/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import {
  useAgencyLicenses,
  useDeleteAgencyLicense,
  useSaveAgencyLicense,
} from '../api/agency-licenses.ts';
import {
  LicenseDialog,
  licenseNumberFields,
  licenseNumberValues,
  type LicenseForm,
} from './license-dialog.tsx';
import { LicenseTable, licenseNumberColumns } from './license-table.tsx';

export type LicenseTabProps = { canManage: boolean; isProvider: boolean };

/** Agency licence create/edit (spec 2 §5: number, state, expiry not before today, npn). */
const AGENCY_LICENSE_FORM: LicenseForm<
  AgencyLicense,
  ReturnType<typeof agencyLicenseInputSchema>
> = {
  kind: 'agency',
  schema: agencyLicenseInputSchema,
  valuesOf: (license) => ({
    ...licenseNumberValues(license),
    activeResidentState: license?.activeResidentState ?? false,
  }),
  fields: [
    ...licenseNumberFields('agency-license', true),
    { kind: 'checkbox', name: 'activeResidentState', label: 'licenses.fields.activeResidentState' },
  ],
};

/** The agency's licences. */
export function AgencyLicensesTab({ canManage, isProvider }: LicenseTabProps) {
  const { t } = useTranslation();
  const save = useSaveAgencyLicense();
  const remove = useDeleteAgencyLicense();
  const columns = useMemo<DataTableColumn<AgencyLicense>[]>(
    () => [
      ...licenseNumberColumns<AgencyLicense>(t, { first: true }),
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
      kind="agency"
      deleteTitle={t('licenses.deleteTitle')}
      defaultSort="state,asc"
      canManage={canManage}
      isProvider={isProvider}
      columns={columns}
      useRows={useAgencyLicenses}
      save={save}
      remove={remove}
      nameOf={(l) => `${l.state} ${l.number}`}
      renderDialog={(props) => (
        <LicenseDialog {...props} form={AGENCY_LICENSE_FORM} pickAgency={isProvider} />
      )}
    />
  );
}
