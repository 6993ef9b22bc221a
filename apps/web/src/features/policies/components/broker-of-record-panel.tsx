import AddIcon from '@mui/icons-material/Add';
import {
  BOR_STATUS_LABELS,
  type BorRequestView,
  type BorResult,
  type BorStatus,
  type ServicingActor,
} from '@cyber/domain';
import { Box, Button, Chip, Paper, Stack, Typography, type ChipProps } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDate } from '../../../lib/format.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useBorRequests, useDecideBor } from '../api/broker-of-record.ts';
import { PolicyReasonDialog } from './policy-reason-dialog.tsx';
import { RequestBorDialog } from './request-bor-dialog.tsx';

export type BrokerOfRecordPanelProps = {
  /** PROVIDER: approves or declines; AGENCY: files requests and withdraws its own. */
  actor: ServicingActor;
};

const COLOURS: Record<BorStatus, ChipProps['color']> = {
  REQUESTED: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
  WITHDRAWN: 'default',
};

/** The dialog open: filing a request, or a decision on one request. */
type Open =
  | { kind: 'request' }
  | { kind: 'APPROVED' | 'DECLINED' | 'WITHDRAWN'; request: BorRequestView }
  | null;

/**
 * The broker of record requests (spec 3 §7, decision 047) below the POLICIES list: provider staff
 * see every request and approve (the policy and its account move to the new agency) or decline
 * (with a reason) a pending one; an agency sees those it asked for and those about its policies,
 * files a new request and withdraws its own pending ones. Success shows the server's message.
 */
export function BrokerOfRecordPanel({ actor }: BrokerOfRecordPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me } = useCurrentUser();
  const headingId = useId();
  const requests = useBorRequests(true);
  const decide = useDecideBor();
  const { query, onQueryChange } = useTableQuery({ size: 25 });
  const [open, setOpen] = useState<Open>(null);
  const provider = actor === 'PROVIDER';

  const close = () => {
    setOpen(null);
    decide.reset();
  };
  const done = (result: BorResult) => {
    close();
    enqueueSnackbar(result.message, { variant: 'success' });
  };
  const decideOpen = (note?: string) => {
    if (open === null || open.kind === 'request') return;
    decide.mutate(
      { id: open.request.id, body: note ? { status: open.kind, note } : { status: open.kind } },
      { onSuccess: done },
    );
  };

  /**
   * An agency sees the requests it asked for and those about its own policies; it may withdraw
   * only the former, so not those naming it as the broker they would move from (the server
   * refuses any other with a 404, shown in the dialog).
   */
  const mayWithdraw = (r: BorRequestView) =>
    !provider && r.status === 'REQUESTED' && r.fromAgencyName !== me.account.name;

  const actionsOf = (r: BorRequestView) => {
    if (r.status !== 'REQUESTED') return null;
    const number = r.policyNumber;
    if (provider) {
      return (
        <>
          <Button
            size="small"
            aria-label={t('policies.bor.approveNamed', { number })}
            onClick={() => setOpen({ kind: 'APPROVED', request: r })}
          >
            {t('policies.bor.approve')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('policies.bor.declineNamed', { number })}
            onClick={() => setOpen({ kind: 'DECLINED', request: r })}
          >
            {t('policies.bor.decline')}
          </Button>
        </>
      );
    }
    if (!mayWithdraw(r)) return null;
    return (
      <Button
        size="small"
        aria-label={t('policies.bor.withdrawNamed', { number })}
        onClick={() => setOpen({ kind: 'WITHDRAWN', request: r })}
      >
        {t('policies.bor.withdraw')}
      </Button>
    );
  };

  const columns: DataTableColumn<BorRequestView>[] = [
    {
      id: 'policyNumber',
      header: t('policies.bor.policyNumber'),
      hideable: false,
      nowrap: true,
      cell: (r) => r.policyNumber,
    },
    {
      id: 'namedInsured',
      header: t('policies.bor.namedInsured'),
      cell: (r) => r.namedInsured,
      truncate: { width: 180, text: (r) => r.namedInsured },
    },
    {
      id: 'fromAgencyName',
      header: t('policies.bor.fromAgency'),
      cell: (r) => r.fromAgencyName ?? t('policies.bor.direct'),
      truncate: { width: 160, text: (r) => r.fromAgencyName ?? t('policies.bor.direct') },
    },
    {
      id: 'toAgencyName',
      header: t('policies.bor.toAgency'),
      cell: (r) => r.toAgencyName,
      truncate: { width: 160, text: (r) => r.toAgencyName },
    },
    {
      id: 'letterSignedOn',
      header: t('policies.bor.letterSignedOn'),
      nowrap: true,
      cell: (r) => formatDate(r.letterSignedOn),
    },
    {
      id: 'status',
      header: t('policies.bor.status'),
      cell: (r) => (
        <Stack spacing={0.5} alignItems="flex-start">
          <Chip size="small" color={COLOURS[r.status]} label={BOR_STATUS_LABELS[r.status]} />
          {r.decisionNote && (
            <Typography variant="caption" color="text.secondary">
              {r.decisionNote}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'requestedBy',
      header: t('policies.bor.requestedBy'),
      cell: (r) => r.requestedBy ?? '—',
    },
    {
      id: 'decidedAt',
      header: t('policies.bor.decided'),
      cell: (r) => {
        const date = formatDate(r.decidedAt);
        if (!date) return '—';
        return r.decidedBy ? t('policies.bor.decidedBy', { date, name: r.decidedBy }) : date;
      },
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      pin: 'end',
      nowrap: true,
      cell: (r) => {
        const actions = actionsOf(r);
        return (
          actions && (
            <Stack
              direction="row"
              spacing={0.5}
              role="group"
              aria-label={t('policies.bor.actionsLabel', { number: r.policyNumber })}
            >
              {actions}
            </Stack>
          )
        );
      },
    },
  ];

  const all = requests.data;
  const rows = all?.slice(query.page * query.size, (query.page + 1) * query.size);
  const decision = open !== null && open.kind !== 'request' ? open : null;
  const failure = actionFailure(decide.error, t('policies.bor.failed'));
  const approveBody = (r: BorRequestView) =>
    t(r.fromAgencyName ? 'policies.bor.approveBodyFrom' : 'policies.bor.approveBody', {
      number: r.policyNumber,
      to: r.toAgencyName,
      from: r.fromAgencyName,
    });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="space-between"
        sx={{ mb: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('policies.bor.title')}
        </Typography>
        {!provider && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'request' })}
          >
            {t('policies.bor.request.action')}
          </Button>
        )}
      </Stack>
      {all?.length === 0 ? (
        <Paper variant="outlined" sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('policies.bor.empty')}</Typography>
        </Paper>
      ) : (
        <DataTable
          tableId="broker-of-record"
          label={t('policies.bor.tableLabel')}
          columns={columns}
          rows={rows}
          totalElements={all?.length ?? 0}
          loading={requests.isFetching}
          error={requests.error ? t('policies.bor.loadFailed') : null}
          getRowId={(r) => r.id}
          query={query}
          onQueryChange={onQueryChange}
          searchable={false}
        />
      )}
      {open?.kind === 'request' && <RequestBorDialog onDone={done} onClose={close} />}
      {decision?.kind === 'DECLINED' && (
        <PolicyReasonDialog
          title={t('policies.bor.declineTitle')}
          body={t('policies.bor.declineBody', { number: decision.request.policyNumber })}
          pending={decide.isPending}
          error={failure}
          onSubmit={({ reason }) => decideOpen(reason)}
          onClose={close}
        />
      )}
      {(decision?.kind === 'APPROVED' || decision?.kind === 'WITHDRAWN') && (
        <ConfirmDialog
          open
          title={t(
            decision.kind === 'APPROVED'
              ? 'policies.bor.approveTitle'
              : 'policies.bor.withdrawTitle',
          )}
          body={
            decision.kind === 'APPROVED'
              ? approveBody(decision.request)
              : t('policies.bor.withdrawBody', { number: decision.request.policyNumber })
          }
          confirmLabel={t(
            decision.kind === 'APPROVED' ? 'policies.bor.approve' : 'policies.bor.withdraw',
          )}
          pending={decide.isPending}
          error={failure ?? null}
          onConfirm={() => decideOpen()}
          onClose={close}
        />
      )}
    </Box>
  );
}
