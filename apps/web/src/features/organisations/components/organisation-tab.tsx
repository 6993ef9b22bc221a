import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import {
  GROUP_SEGMENTS,
  HOSTNAME_SEGMENTS,
  type GroupSegment,
  type Organisation,
  type OrganisationWrite,
  type PartnerSegment,
} from '@cyber/domain';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateOrganisation } from '../api/create-organisation.ts';
import { useDeleteOrganisation } from '../api/delete-organisation.ts';
import { useOrganisations } from '../api/search-organisations.ts';
import { useUpdateOrganisation } from '../api/update-organisation.ts';
import { CarrierProfilesPanel } from './carrier-profiles-panel.tsx';
import { MembersDialog } from './members-dialog.tsx';
import { OrganisationFormDialog } from './organisation-form-dialog.tsx';
import { ReinsuredCarriersDialog } from './reinsured-carriers-dialog.tsx';
import { saveErrorOf } from './save-error.ts';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; organisation: Organisation }
  | { kind: 'delete'; organisation: Organisation }
  | { kind: 'members'; organisation: Organisation }
  | { kind: 'reinsured-carriers'; organisation: Organisation }
  | null;

const isGroup = (segment: PartnerSegment): segment is GroupSegment =>
  (GROUP_SEGMENTS as readonly string[]).includes(segment);

/**
 * The list of one partner type, with create, edit, delete, members and "invite admin"; a
 * carrier's row expands to its rater profiles; a reinsurer's row opens the carriers it reinsures.
 */
export function OrganisationTab({ segment }: { segment: PartnerSegment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { persona, permissions } = useCurrentUser();
  const canManage = permissions.includes('organisation:manage');
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const list = useOrganisations(segment, query);
  const create = useCreateOrganisation(segment);
  const update = useUpdateOrganisation(segment);
  const remove = useDeleteOrganisation(segment);
  const [dialog, setDialog] = useState<DialogState>(null);
  const kindLabel = t(`organisations.singular.${segment}`);
  const withHostname = HOSTNAME_SEGMENTS.includes(segment);
  const isReinsurer = segment === 'reinsurer';

  const close = () => {
    setDialog(null);
    create.reset();
    update.reset();
    remove.reset();
  };

  const save = (values: OrganisationWrite) => {
    if (dialog?.kind === 'edit') {
      update.mutate(
        { id: dialog.organisation.id, ...values },
        {
          onSuccess: (saved) => {
            close();
            enqueueSnackbar(t('organisations.savedToast', { name: saved.name }), {
              variant: 'success',
            });
          },
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (saved) => {
        close();
        enqueueSnackbar(t('organisations.createdToast', { name: saved.name }), {
          variant: 'success',
        });
      },
    });
  };

  const inviteAdmin = (o: Organisation) =>
    navigate(
      `${paths.persona.invitations(persona)}?${new URLSearchParams({
        kind: 'EXISTING_ACCOUNT',
        organisationId: o.id,
        organisationName: o.name,
        accountType: o.accountType,
      }).toString()}`,
    );

  const columns = useMemo<DataTableColumn<Organisation>[]>(
    () => [
      {
        id: 'name',
        header: t('organisations.name'),
        sortable: true,
        hideable: false,
        cell: (o) => o.name,
      },
      {
        id: 'description',
        header: t('organisations.description'),
        cell: (o) => o.description ?? '',
      },
      ...(withHostname
        ? [
            {
              id: 'hostname',
              header: t('organisations.hostname'),
              sortable: true,
              cell: (o: Organisation) => o.hostname ?? '—',
            },
          ]
        : []),
      {
        id: 'contact',
        header: t('organisations.contactEmail'),
        cell: (o) =>
          [[o.contactFirstName, o.contactLastName].filter(Boolean).join(' '), o.contactEmail]
            .filter(Boolean)
            .join(' · '),
      },
      { id: 'users', header: t('organisations.users'), align: 'right', cell: (o) => o.users },
      ...(isGroup(segment)
        ? [
            {
              id: 'members',
              header: t('organisations.members'),
              align: 'right' as const,
              cell: (o: Organisation) => o.members,
            },
          ]
        : []),
      {
        id: 'createdAt',
        header: t('organisations.created'),
        sortable: true,
        cell: (o) => formatDateTime(o.createdAt),
      },
      ...(canManage || isReinsurer
        ? [
            {
              id: 'actions',
              header: t('organisations.actions'),
              hideable: false,
              align: 'right' as const,
              cell: (o: Organisation) => (
                <Stack direction="row" justifyContent="flex-end">
                  {isReinsurer && (
                    <Tooltip title={t('reinsurance.action')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('reinsurance.action')} ${o.name}`}
                        onClick={() => setDialog({ kind: 'reinsured-carriers', organisation: o })}
                      >
                        <HandshakeOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {canManage && isGroup(segment) && (
                    <Tooltip title={t('organisations.manageMembers')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('organisations.manageMembers')} ${o.name}`}
                        onClick={() => setDialog({ kind: 'members', organisation: o })}
                      >
                        <GroupsOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {canManage && (
                    <>
                      <Tooltip title={t('organisations.inviteAdmin')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('organisations.inviteAdmin')} ${o.name}`}
                          onClick={() => inviteAdmin(o)}
                        >
                          <PersonAddAltOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('organisations.edit')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('organisations.edit')} ${o.name}`}
                          onClick={() => setDialog({ kind: 'edit', organisation: o })}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('organisations.delete')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('organisations.delete')} ${o.name}`}
                          onClick={() => setDialog({ kind: 'delete', organisation: o })}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              ),
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, segment, withHostname, canManage, isReinsurer, persona],
  );

  const deleting = dialog?.kind === 'delete' ? dialog.organisation : null;
  const saveError = create.error ?? update.error;
  return (
    <Stack spacing={2}>
      <DataTable
        tableId={`organisations-${segment}`}
        label={t(`organisations.tabs.${segment}`)}
        columns={columns}
        rows={list.data?.content}
        totalElements={list.data?.totalElements ?? 0}
        loading={list.isFetching}
        error={list.error}
        getRowId={(o) => o.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('organisations.searchPlaceholder')}
        renderExpanded={
          segment === 'carrier'
            ? (o) => <CarrierProfilesPanel carrier={o} canManage={canManage} />
            : undefined
        }
        toolbar={
          canManage ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('organisations.create', { kind: kindLabel })}
            </Button>
          ) : undefined
        }
      />
      {canManage && (
        <OrganisationFormDialog
          open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          organisation={dialog?.kind === 'edit' ? dialog.organisation : undefined}
          kindLabel={kindLabel}
          withHostname={withHostname}
          pending={create.isPending || update.isPending}
          error={saveError ? saveErrorOf(saveError) : null}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('organisations.deleteTitle', { name: deleting?.name ?? '' })}
        body={
          segment === 'da'
            ? t('organisations.daDeleteBody', { name: deleting?.name ?? '' })
            : t('organisations.deleteBody', { name: deleting?.name ?? '', kind: kindLabel })
        }
        confirmLabel={t('organisations.deleteConfirm')}
        danger
        pending={remove.isPending}
        error={remove.isError ? saveErrorOf(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              close();
              enqueueSnackbar(t('organisations.deletedToast', { name: deleting.name }), {
                variant: 'success',
              });
            },
          })
        }
        onClose={close}
      />
      {isReinsurer && (
        <ReinsuredCarriersDialog
          reinsurer={dialog?.kind === 'reinsured-carriers' ? dialog.organisation : null}
          canManage={canManage}
          onClose={close}
        />
      )}
      {isGroup(segment) && (
        <MembersDialog
          segment={segment}
          group={dialog?.kind === 'members' ? dialog.organisation : null}
          onClose={close}
        />
      )}
    </Stack>
  );
}
