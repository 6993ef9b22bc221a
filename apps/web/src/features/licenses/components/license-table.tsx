import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery, type TableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
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
  /** The tab: names the table, its label and its add button. */
  kind: 'agency' | 'agent' | 'surplus';
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

type Numbered = { number: string; state: string; expirationDate: string; npn: string | null };

/**
 * The number, state, expiry and NPN columns agency and agent licences share; `first` when the
 * number leads the table (it cannot be hidden then).
 */
export const licenseNumberColumns = <L extends Numbered>(
  t: TFunction,
  { first = false } = {},
): DataTableColumn<L>[] => [
  {
    id: 'number',
    header: t('licenses.fields.number'),
    cell: (l) => l.number,
    sortable: true,
    ...(first ? { hideable: false } : {}),
  },
  { id: 'state', header: t('licenses.fields.state'), cell: (l) => l.state, sortable: true },
  {
    id: 'expirationDate',
    header: t('licenses.fields.expirationDate'),
    cell: (l) => formatDate(l.expirationDate),
    sortable: true,
  },
  { id: 'npn', header: t('licenses.fields.npn'), cell: (l) => l.npn ?? '—', sortable: true },
];

/**
 * One licence list (agency, agent or surplus): the table, the add/edit dialog with the spec's
 * failure messages, and the delete confirmation.
 */
export function LicenseTable<T extends Row, I>({
  kind,
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
  const dialog = useDialogState<'form' | 'delete', T>();
  const [error, setError] = useState<string>();
  const current = dialog.targetOf('form');
  const deleting = dialog.targetOf('delete');

  const openForm = (license?: T) => {
    save.reset();
    setError(undefined);
    dialog.open('form', license);
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
            onEdit={() => openForm(l)}
            onDelete={() => {
              remove.reset();
              dialog.open('delete', l);
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
      <DataTable
        tableId={`${kind}-licenses`}
        label={t(`licenses.tabs.${kind}`)}
        columns={all}
        rows={rows.data?.content}
        totalElements={rows.data?.totalElements ?? 0}
        loading={rows.isFetching}
        error={rows.error}
        getRowId={(l) => l.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm()}>
              {t(`licenses.${kind}.add`)}
            </Button>
          ) : undefined
        }
      />
      {renderDialog({
        open: dialog.isOpen('form'),
        license: current,
        pending: save.isPending,
        error,
        onSubmit: (values) =>
          save.mutate(
            { ...values, id: current?.id },
            {
              onSuccess: (res) => {
                dialog.close();
                enqueueSnackbar(res.message, { variant: 'success' });
              },
              onError: (e) => setError(saveFailureMessage(e, !!current)),
            },
          ),
        onClose: dialog.close,
      })}
      <ConfirmDialog
        open={!!deleting}
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
              dialog.close();
              enqueueSnackbar(res.message, { variant: 'success' });
            },
          })
        }
        onClose={dialog.close}
      />
    </>
  );
}
