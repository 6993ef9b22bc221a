import AddIcon from '@mui/icons-material/Add';
import type { AgentLicense, AgentLicenseInput } from '@cyber/domain';
import { Alert, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import {
  useAgentLicenses,
  useDeleteAgentLicense,
  useSaveAgentLicense,
} from '../api/agent-licenses.ts';
import type { LicenseTabProps } from './agency-licenses-tab.tsx';
import { AgentLicenseDialog } from './agent-license-dialog.tsx';
import { deleteFailureMessage, saveFailureMessage } from './license-messages.ts';
import { RowActions } from './row-actions.tsx';

/** The agency's agents' licences. */
export function AgentLicensesTab({ canManage, isProvider }: LicenseTabProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'agentLastName,asc' });
  const licenses = useAgentLicenses(query);
  const save = useSaveAgentLicense();
  const remove = useDeleteAgentLicense();
  const [editing, setEditing] = useState<AgentLicense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AgentLicense | null>(null);
  const [error, setError] = useState<string>();

  const open = (value: AgentLicense | 'new') => {
    save.reset();
    setError(undefined);
    setEditing(value);
  };
  const current = editing && editing !== 'new' ? editing : undefined;

  const submit = (values: AgentLicenseInput) =>
    save.mutate(
      { ...values, id: current?.id },
      {
        onSuccess: (res) => {
          setEditing(null);
          enqueueSnackbar(res.message, { variant: 'success' });
        },
        onError: (e) => setError(saveFailureMessage(e, !!current)),
      },
    );

  const columns = useMemo<DataTableColumn<AgentLicense>[]>(() => {
    const list: DataTableColumn<AgentLicense>[] = [
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
      { id: 'number', header: t('licenses.fields.number'), cell: (l) => l.number, sortable: true },
      { id: 'state', header: t('licenses.fields.state'), cell: (l) => l.state, sortable: true },
      {
        id: 'expirationDate',
        header: t('licenses.fields.expirationDate'),
        cell: (l) => l.expirationDate,
        sortable: true,
      },
      { id: 'npn', header: t('licenses.fields.npn'), cell: (l) => l.npn ?? '—', sortable: true },
    ];
    if (isProvider) {
      list.push({
        id: 'agencyName',
        header: t('licenses.fields.agency'),
        cell: (l) => l.agencyName,
        sortable: true,
      });
    }
    if (canManage) {
      list.push({
        id: 'actions',
        header: t('licenses.actions'),
        hideable: false,
        align: 'right',
        cell: (l) => (
          <RowActions
            name={`${l.state} ${l.number}`}
            onEdit={() => open(l)}
            onDelete={() => {
              remove.reset();
              setDeleting(l);
            }}
          />
        ),
      });
    }
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, canManage, isProvider]);

  return (
    <>
      {licenses.isError && <Alert severity="error">{licenses.error.message}</Alert>}
      <DataTable
        tableId="agent-licenses"
        label={t('licenses.tabs.agent')}
        columns={columns}
        rows={licenses.data?.content}
        totalElements={licenses.data?.totalElements ?? 0}
        loading={licenses.isFetching}
        getRowId={(l) => l.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
              {t('licenses.agent.add')}
            </Button>
          ) : undefined
        }
      />
      <AgentLicenseDialog
        open={editing !== null}
        license={current}
        pickAgency={isProvider}
        pending={save.isPending}
        error={error}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('licenses.deleteTitle')}
        body={
          deleting ? t('licenses.deleteBody', { name: `${deleting.state} ${deleting.number}` }) : ''
        }
        confirmLabel={t('licenses.delete')}
        pending={remove.isPending}
        error={remove.error ? deleteFailureMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (res) => {
              setDeleting(null);
              enqueueSnackbar(res.message, { variant: 'success' });
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
