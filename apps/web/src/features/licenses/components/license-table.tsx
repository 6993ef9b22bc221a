import AddIcon from '@mui/icons-material/Add';
import { Alert, Button } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery, type TableQuery } from '../../../components/data-table/use-table-query.ts';
import { deleteFailureMessage, saveFailureMessage } from './license-messages.ts';
import { RowActions } from './row-actions.tsx';

type Row = { id: string; agencyName: string };
type Page<T> = { content: T[]; totalElements: number };

export type LicenseDialogProps<T, I> = {
  open: boolean;
  license: T | undefined;
  pending: boolean;
  error: string | undefined;
  onSubmit: (values: I) => void;
  onClose: () => void;
};

export type LicenseTableProps<T extends Row, I> = {
  tableId: string;
  label: string;
  addLabel: string;
  deleteTitle: string;
  defaultSort: string;
  canManage: boolean;
  /** Provider staff: an agency column. */
  isProvider: boolean;
  /** The kind's own columns (the agency and actions columns are added here). */
  columns: DataTableColumn<T>[];
  useRows: (query: TableQuery) => UseQueryResult<Page<T>, Error>;
  save: UseMutationResult<{ message: string }, Error, I & { id?: string | undefined }>;
  remove: UseMutationResult<{ message: string }, Error, string>;
  /** Names a row for its buttons and the delete question ("NY 12345"). */
  nameOf: (row: T) => string;
  /** More row buttons, shown to everyone (e.g. the surplus notice). */
  extraActions?: (row: T) => ReactNode;
  renderDialog: (props: LicenseDialogProps<T, I>) => ReactNode;
};

/**
 * One licence list (agency, agent or surplus): the table, the add/edit dialog with the spec's
 * failure messages, and the delete confirmation.
 */
export function LicenseTable<T extends Row, I>({
  tableId,
  label,
  addLabel,
  deleteTitle,
  defaultSort,
  canManage,
  isProvider,
  columns,
  useRows,
  save,
  remove,
  nameOf,
  extraActions,
  renderDialog,
}: LicenseTableProps<T, I>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: defaultSort });
  const rows = useRows(query);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [error, setError] = useState<string>();
  const current = editing && editing !== 'new' ? editing : undefined;

  const open = (value: T | 'new') => {
    save.reset();
    setError(undefined);
    setEditing(value);
  };

  const all: DataTableColumn<T>[] = [
    ...columns,
    ...(isProvider
      ? [
          {
            id: 'agencyName',
            header: t('licenses.fields.agency'),
            cell: (l: T) => l.agencyName,
            sortable: true,
          },
        ]
      : []),
  ];
  if (canManage || extraActions) {
    all.push({
      id: 'actions',
      header: t('licenses.actions'),
      hideable: false,
      align: 'right',
      cell: (l) =>
        canManage ? (
          <RowActions
            name={nameOf(l)}
            onEdit={() => open(l)}
            onDelete={() => {
              remove.reset();
              setDeleting(l);
            }}
          >
            {extraActions?.(l)}
          </RowActions>
        ) : (
          extraActions?.(l)
        ),
    });
  }

  return (
    <>
      {rows.isError && <Alert severity="error">{rows.error.message}</Alert>}
      <DataTable
        tableId={tableId}
        label={label}
        columns={all}
        rows={rows.data?.content}
        totalElements={rows.data?.totalElements ?? 0}
        loading={rows.isFetching}
        getRowId={(l) => l.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
              {addLabel}
            </Button>
          ) : undefined
        }
      />
      {renderDialog({
        open: editing !== null,
        license: current,
        pending: save.isPending,
        error,
        onSubmit: (values) =>
          save.mutate(
            { ...values, id: current?.id },
            {
              onSuccess: (res) => {
                setEditing(null);
                enqueueSnackbar(res.message, { variant: 'success' });
              },
              onError: (e) => setError(saveFailureMessage(e, !!current)),
            },
          ),
        onClose: () => setEditing(null),
      })}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={deleteTitle}
        body={deleting ? t('licenses.deleteBody', { name: nameOf(deleting) }) : ''}
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
