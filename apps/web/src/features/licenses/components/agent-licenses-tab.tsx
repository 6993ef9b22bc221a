import { agentLicenseInputSchema, type AgentLicense, type AgentLicenseInput } from '@cyber/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import {
  useAgentLicenses,
  useDeleteAgentLicense,
  useSaveAgentLicense,
} from '../api/agent-licenses.ts';
import type { LicenseTabProps } from './agency-licenses-tab.tsx';
import {
  LicenseDialog,
  licenseNumberFields,
  licenseNumberValues,
  type LicenseForm,
} from './license-dialog.tsx';
import { LicenseTable, licenseNumberColumns } from './license-table.tsx';

/** Agent licence create/edit: agent (a user of the agency), number, state and expiry required. */
const AGENT_LICENSE_FORM: LicenseForm<AgentLicense, ReturnType<typeof agentLicenseInputSchema>> = {
  kind: 'agent',
  schema: agentLicenseInputSchema,
  valuesOf: (license) => ({ ...licenseNumberValues(license), agentId: license?.agentId ?? '' }),
  fields: [{ kind: 'agent', name: 'agentId' }, ...licenseNumberFields('agent-license')],
};

/** The agency's agents' licences. */
export function AgentLicensesTab({ canManage, isProvider }: LicenseTabProps) {
  const { t } = useTranslation();
  const save = useSaveAgentLicense();
  const remove = useDeleteAgentLicense();
  const columns = useMemo<DataTableColumn<AgentLicense>[]>(
    () => [
      {
        id: 'agentLastName',
        header: t('licenses.fields.agent'),
        cell: (l) => `${l.agentFirstName} ${l.agentLastName}`,
        sortable: true,
        hideable: false,
      },
      {
        id: 'agentEmail',
        header: t('licenses.fields.email'),
        cell: (l) => l.agentEmail,
        sortable: true,
      },
      ...licenseNumberColumns<AgentLicense>(t),
    ],
    [t],
  );
  return (
    <LicenseTable<AgentLicense, AgentLicenseInput>
      kind="agent"
      deleteTitle={t('licenses.deleteTitle')}
      defaultSort="agentLastName,asc"
      canManage={canManage}
      isProvider={isProvider}
      columns={columns}
      useRows={useAgentLicenses}
      save={save}
      remove={remove}
      nameOf={(l) => `${l.state} ${l.number}`}
      renderDialog={(props) => (
        <LicenseDialog {...props} form={AGENT_LICENSE_FORM} pickAgency={isProvider} />
      )}
    />
  );
}
