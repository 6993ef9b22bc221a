import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import {
  allowsSignatureOnFile,
  SurplusLicenseInputSchema,
  type SurplusLicense,
  type SurplusLicenseInput,
} from '@cyber/domain';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import {
  useDeleteSurplusLicense,
  useSaveSurplusLicense,
  useSurplusLicenses,
} from '../api/surplus-licenses.ts';
import { downloadSurplusNotice } from '../api/surplus-notice.ts';
import { LicenseDialog, type LicenseForm } from './license-dialog.tsx';
import { deleteFailureMessage } from './license-messages.ts';
import { LicenseTable } from './license-table.tsx';

/** Signature on file: provider admins only, and only while the state is LA or MT (spec 2 §6). */
const showsSignature = ({
  values,
  canSetSignature,
}: {
  values: { surplusLinesState?: string };
  canSetSignature: boolean;
}) => canSetSignature && allowsSignatureOnFile(values.surplusLinesState);

/** Surplus licence add/edit (spec 2 §5 "Surplus license"); provider staff may move it to another agency. */
const SURPLUS_LICENSE_FORM: LicenseForm<SurplusLicense, typeof SurplusLicenseInputSchema> = {
  kind: 'surplus',
  schema: () => SurplusLicenseInputSchema,
  agencyOnEdit: true,
  valuesOf: (license) => ({
    agencyId: license?.agencyId,
    brokerFirstName: license?.brokerFirstName ?? '',
    brokerLastName: license?.brokerLastName ?? '',
    brokerEmail: license?.brokerEmail ?? '',
    surplusLicenseNumber: license?.surplusLicenseNumber ?? '',
    surplusLinesState: license?.surplusLinesState ?? '',
    signatureOnFile: license?.signatureOnFile ?? false,
  }),
  fields: [
    {
      kind: 'text',
      name: 'brokerFirstName',
      id: 'surplus-first-name',
      label: 'licenses.fields.brokerFirstName',
      required: true,
      inputProps: { maxLength: 100 },
    },
    {
      kind: 'text',
      name: 'brokerLastName',
      id: 'surplus-last-name',
      label: 'licenses.fields.brokerLastName',
      required: true,
      inputProps: { maxLength: 100 },
    },
    {
      kind: 'text',
      name: 'brokerEmail',
      id: 'surplus-email',
      label: 'licenses.fields.brokerEmail',
      type: 'email',
      required: true,
    },
    {
      kind: 'text',
      name: 'surplusLicenseNumber',
      id: 'surplus-number',
      label: 'licenses.fields.surplusLicenseNumber',
      required: true,
      inputProps: { maxLength: 50 },
    },
    { kind: 'state', name: 'surplusLinesState', id: 'surplus-state' },
    {
      kind: 'checkbox',
      name: 'signatureOnFile',
      label: 'licenses.fields.signatureOnFile',
      when: showsSignature,
    },
  ],
  // Only provider admins send signature on file, and false once the state no longer allows it.
  toInput: ({ signatureOnFile, ...rest }, context) =>
    context.canSetSignature
      ? { ...rest, signatureOnFile: showsSignature(context) ? !!signatureOnFile : false }
      : rest,
};

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
      kind="surplus"
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
        <RowAction
          title={t('licenses.surplus.notice')}
          name={l.surplusLinesState}
          icon={<DescriptionOutlinedIcon fontSize="small" />}
          onClick={() => void notice(l.surplusLinesState)}
        />
      )}
      renderDialog={(props) => (
        <LicenseDialog
          {...props}
          form={SURPLUS_LICENSE_FORM}
          pickAgency={isProvider}
          canSetSignature={isProviderAdmin}
        />
      )}
    />
  );
}
