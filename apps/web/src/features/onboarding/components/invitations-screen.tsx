import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type {
  AccountType,
  CreateInvitationRequest,
  Invitation,
  InvitationStatus,
} from '@cyber/domain';
import { isAccountType } from '@cyber/domain';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { InviteUserDialog } from './invite-user-dialog.tsx';

const STATUS_COLOURS: Record<InvitationStatus, 'default' | 'success' | 'warning' | 'info'> = {
  PENDING: 'info',
  ACCEPTED: 'success',
  REVOKED: 'default',
  EXPIRED: 'warning',
};

const canChange = (i: Invitation) => i.status === 'PENDING' || i.status === 'EXPIRED';

export type InvitationsScreenProps = {
  organisation: { name: string; accountType: AccountType };
  /** Provider staff: every organisation's invitations, and invitations to open a new one. */
  isProvider: boolean;
};

/**
 * {persona}/manage/invitations: the organisation's invitations (status, sent, expires) with
 * resend and revoke, and the 'Invite user' dialog.
 */
export function InvitationsScreen({ organisation, isProvider }: InvitationsScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.title'));
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'createdAt,desc' });
  const invitations = useInvitations(query);
  const create = useCreateInvitation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  // Provider staff arrive from the organisations screen with the organisation to invite into.
  const [params] = useSearchParams();
  const target = useMemo(() => {
    const id = params.get('organisationId');
    const accountType = params.get('accountType');
    if (!isProvider || !id || !accountType || !isAccountType(accountType)) return null;
    return { id, name: params.get('organisationName') ?? '', accountType };
  }, [params, isProvider]);
  const dialog = useDialogState<'invite' | 'revoke', Invitation>({
    initial: target !== null ? 'invite' : null,
    onClose: () => create.reset(),
  });
  const revoking = dialog.targetOf('revoke');

  const handleInvite = (request: CreateInvitationRequest) =>
    create.mutate(request, {
      onSuccess: (created) => {
        dialog.close();
        enqueueSnackbar(t('invitations.sentToast', { email: created.email }), {
          variant: 'success',
        });
      },
    });

  const handleResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        enqueueSnackbar(t('invitations.resent', { email: invitation.email }), {
          variant: 'success',
        }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const handleRevoke = (invitation: Invitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        dialog.close();
        enqueueSnackbar(t('invitations.revoked', { email: invitation.email }), {
          variant: 'success',
        });
      },
      onError: (error) => {
        dialog.close();
        enqueueSnackbar(error.message, { variant: 'error' });
      },
    });

  const columns = useMemo<DataTableColumn<Invitation>[]>(
    () => [
      {
        id: 'email',
        header: t('invitations.email'),
        cell: (i) => (
          <Stack>
            <span>{i.email}</span>
            <Typography variant="caption" color="text.secondary">
              {[i.firstName, i.lastName].filter(Boolean).join(' ')}
            </Typography>
          </Stack>
        ),
        sortable: true,
        hideable: false,
      },
      ...(isProvider
        ? [
            {
              id: 'organisation',
              header: t('invitations.organization'),
              cell: (i: Invitation) =>
                i.organisationName ??
                t('invitations.newOrganization', { type: t(`accountType.${i.accountType}`) }),
            },
          ]
        : []),
      {
        id: 'role',
        header: t('invitations.role'),
        cell: (i) => (i.roleName ? t(`role.${i.roleName}`, i.roleName) : '—'),
      },
      {
        id: 'status',
        header: t('invitations.status'),
        cell: (i) => (
          <Chip
            size="small"
            color={STATUS_COLOURS[i.status]}
            label={t(`invitations.statuses.${i.status}`)}
            data-testid={`invitation-status-${i.email}`}
          />
        ),
        sortable: true,
      },
      {
        id: 'createdAt',
        header: t('invitations.sent'),
        cell: (i) => formatDateTime(i.createdAt),
        sortable: true,
      },
      {
        id: 'expiresAt',
        header: t('invitations.expires'),
        cell: (i) => formatDateTime(i.expiresAt),
        sortable: true,
      },
      {
        id: 'actions',
        header: t('invitations.actions'),
        hideable: false,
        align: 'right',
        cell: (i) =>
          canChange(i) ? (
            <Stack direction="row" justifyContent="flex-end">
              <RowAction
                title={t('invitations.resend')}
                name={i.email}
                icon={<SendOutlinedIcon fontSize="small" />}
                disabled={resend.isPending}
                onClick={() => handleResend(i)}
              />
              <RowAction
                title={t('invitations.revoke')}
                name={i.email}
                icon={<BlockIcon fontSize="small" />}
                onClick={() => dialog.open('revoke', i)}
              />
            </Stack>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers read the latest mutations
    [t, isProvider, resend.isPending, dialog.open],
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('invitations.title')}
          </Typography>
          <Typography color="text.secondary">
            {isProvider ? t('invitations.subtitleProvider') : t('invitations.subtitle')}
          </Typography>
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => dialog.open('invite')}>
          {t('invitations.invite')}
        </Button>
      </Stack>

      <DataTable
        tableId="invitations"
        label={t('invitations.title')}
        columns={columns}
        rows={invitations.data?.content}
        totalElements={invitations.data?.totalElements ?? 0}
        loading={invitations.isFetching}
        error={invitations.error}
        getRowId={(i) => i.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('invitations.search')}
      />

      {dialog.isOpen('invite') && (
        <InviteUserDialog
          open
          organisation={target ?? organisation}
          canInviteNewOrganisation={isProvider && target === null}
          busy={create.isPending}
          error={create.error?.message ?? null}
          onClose={dialog.close}
          onSubmit={handleInvite}
        />
      )}

      <ConfirmDialog
        open={!!revoking}
        title={t('invitations.revokeTitle')}
        body={t('invitations.revokeBody', { email: revoking?.email ?? '' })}
        confirmLabel={t('invitations.revoke')}
        danger
        pending={revoke.isPending}
        onConfirm={() => revoking && handleRevoke(revoking)}
        onClose={dialog.close}
      />
    </Stack>
  );
}
