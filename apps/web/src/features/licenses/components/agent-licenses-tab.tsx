import type { AgentLicense, AgentLicenseInput } from '@cyber/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import {
  useAgentLicenses,
  useDeleteAgentLicense,
  useSaveAgentLicense,
} from '../api/agent-licenses.ts';
import type { LicenseTabProps } from './agency-licenses-tab.tsx';
import { AgentLicenseDialog } from './agent-license-dialog.tsx';
import { LicenseTable } from './license-table.tsx';

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
      {
        id: 'number',
        header: t('licenses.fields.number'),
        cell: (l) => l.number,
        sortable: true,
      },
      { id: 'state', header: t('licenses.fields.state'), cell: (l) => l.state, sortable: true },
      {
        id: 'expirationDate',
        header: t('licenses.fields.expirationDate'),
        cell: (l) => l.expirationDate,
        sortable: true,
      },
      { id: 'npn', header: t('licenses.fields.npn'), cell: (l) => l.npn ?? '—', sortable: true },
    ],
    [t],
  );
  return (
    <LicenseTable<AgentLicense, AgentLicenseInput>
      tableId="agent-licenses"
      label={t('licenses.tabs.agent')}
      addLabel={t('licenses.agent.add')}
      deleteTitle={t('licenses.deleteTitle')}
      defaultSort="agentLastName,asc"
      canManage={canManage}
      isProvider={isProvider}
      columns={columns}
      useRows={useAgentLicenses}
      save={save}
      remove={remove}
      nameOf={(l) => `${l.state} ${l.number}`}
      renderDialog={(props) => <AgentLicenseDialog {...props} pickAgency={isProvider} />}
    />
  );
}
