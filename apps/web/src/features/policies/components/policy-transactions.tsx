import {
  regionOfCurrency,
  ENDORSEMENT_TYPE_LABELS,
  mayService,
  type Policy,
  type PolicyActionResult,
  type PolicyRevision,
  type ServicingActor,
} from '@cyber/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Collapse,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { usePolicyDiff, type PolicyDiffQuery } from '../api/get-policy-diff.ts';
import { usePolicyRevisions } from '../api/get-revisions.ts';
import { useRegenerateDocument } from '../api/midterm.ts';
import { useServicePolicy } from '../api/policy-servicing.ts';
import { useDownloadRevisionDocument } from '../api/revision-document.ts';
import { PolicyReasonDialog } from './policy-reason-dialog.tsx';
import { PolicyStatusChip } from './policy-status-chip.tsx';
import { formatSignedMoney, TermChanges } from './term-changes.tsx';

export type PolicyTransactionsProps = {
  policy: Policy;
  /** Who may revert or delete an endorsement; null reads the transactions only. */
  actor: ServicingActor | null;
};

/** Which revision of the newest ones may be reverted or deleted, as the server decides. */
function undoableOf(policy: Policy, actor: ServicingActor | null, latest?: PolicyRevision) {
  const endorsable = actor !== null && mayService('endorse', policy.status, actor);
  const revertable =
    endorsable && latest?.kind === 'ENDORSEMENT' && latest.revertedBy === null ? latest : null;
  return {
    revert: revertable?.number ?? null,
    /** A scheduled endorsement is deleted rather than reverted. */
    delete: revertable && !revertable.inForce ? revertable.number : null,
  };
}

/** The transaction and what it is: its endorsement type, scheduled, its status, reverted. */
function TransactionCell({ revision }: { revision: PolicyRevision }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{revision.label}</Typography>
      {revision.endorsementType && (
        <Typography variant="caption" color="text.secondary">
          {ENDORSEMENT_TYPE_LABELS[revision.endorsementType]}
        </Typography>
      )}
      {(!revision.inForce || revision.transactionStatus || revision.revertedBy !== null) && (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {!revision.inForce && (
            <Chip size="small" color="info" label={t('policies.transactions.scheduled')} />
          )}
          {revision.transactionStatus && <PolicyStatusChip status={revision.transactionStatus} />}
          {revision.revertedBy !== null && (
            <Chip size="small" variant="outlined" label={t('policies.transactions.reverted')} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One revision's detail under its row: its reason, the status it left, when, what changed. */
function RevisionDetail({ policy, revision }: { policy: Policy; revision: PolicyRevision }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }}>
      <DetailList
        items={[
          { label: t('policies.transactions.reason'), value: revision.reason ?? '—' },
          {
            label: t('policies.transactions.statusAfter'),
            value: <PolicyStatusChip status={revision.status} />,
          },
          {
            label: t('policies.transactions.recorded'),
            value: formatDateTime(revision.created) ?? '—',
          },
        ]}
      />
      {revision.revertedBy !== null && (
        <Typography variant="body2">
          {t('policies.transactions.revertedBy', { number: revision.revertedBy })}
        </Typography>
      )}
      {revision.reverts !== null && (
        <Typography variant="body2">
          {t('policies.transactions.reverts', { number: revision.reverts })}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4">
        {t('policies.transactions.changes')}
      </Typography>
      <TermChanges changes={revision.changes} currency={policy.currency} />
    </Stack>
  );
}

/** Two revisions picked by number, then what changed in the terms from one to the other. */
function CompareRevisions({
  policy,
  revisions,
}: {
  policy: Policy;
  revisions: readonly PolicyRevision[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(revisions[1]?.number ?? 1);
  const [to, setTo] = useState(revisions[0]?.number ?? 1);
  const [asked, setAsked] = useState<PolicyDiffQuery | null>(null);
  const diff = usePolicyDiff(asked);
  const select = (label: string, value: number, onChange: (n: number) => void, key: string) => (
    <TextField
      select
      size="small"
      id={`${id}-${key}`}
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 180 }}
    >
      {revisions.map((revision) => (
        <MenuItem key={revision.number} value={revision.number}>
          {t('policies.transactions.compare.option', {
            number: revision.number,
            label: revision.label,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h4">
        {t('policies.transactions.compare.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} alignItems="center">
        {select(t('policies.transactions.compare.from'), from, setFrom, 'from')}
        {select(t('policies.transactions.compare.to'), to, setTo, 'to')}
        <Button variant="outlined" onClick={() => setAsked({ id: policy.id, from, to })}>
          {t('policies.transactions.compare.action')}
        </Button>
      </Stack>
      {asked && diff.isPending && (
        <CircularProgress size={24} aria-label={t('policies.transactions.compare.loading')} />
      )}
      {diff.isError && (
        <Alert severity="error" role="alert">
          {actionFailure(diff.error, t('policies.transactions.compare.failed'))}
        </Alert>
      )}
      {diff.data && (
        <Box aria-live="polite">
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
            {t('policies.transactions.compare.heading', {
              from: diff.data.from,
              to: diff.data.to,
            })}
          </Typography>
          <TermChanges changes={diff.data.changes} currency={policy.currency} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The policy's transactions (decision 046), newest first: each revision's number, what it was,
 * its day (Scheduled until it comes), the premium it charged or returned, who made it; a row
 * opens what it changed. Its document downloads; the latest endorsement may be reverted, or
 * deleted before it takes effect, by those who may endorse. Compare shows what changed between
 * any two revisions.
 */
export function PolicyTransactions({ policy, actor }: PolicyTransactionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const revisions = usePolicyRevisions(policy.id);
  const download = useDownloadRevisionDocument();
  const regenerate = useRegenerateDocument();
  const action = useServicePolicy();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [undoing, setUndoing] = useState<{ kind: 'revert' | 'delete'; number: number } | null>(
    null,
  );
  const region = regionOfCurrency(policy.currency);
  const list = revisions.data ?? [];
  const undoable = undoableOf(policy, actor, list[0]);

  const toggle = (number: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  const closeUndo = () => {
    setUndoing(null);
    action.reset();
  };
  const done = (result: PolicyActionResult) => {
    closeUndo();
    enqueueSnackbar(result.message, { variant: 'success' });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('policies.transactions.title')}
      </Typography>
      {revisions.isPending && <CircularProgress aria-label={t('policies.transactions.loading')} />}
      {revisions.isError && <Alert severity="error">{t('policies.transactions.loadFailed')}</Alert>}
      {revisions.data && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <VisuallyHidden>{t('policies.transactions.changes')}</VisuallyHidden>
                </TableCell>
                <TableCell>{t('policies.transactions.number')}</TableCell>
                <TableCell>{t('policies.transactions.transaction')}</TableCell>
                <TableCell>{t('policies.transactions.effective')}</TableCell>
                <TableCell align="right">{t('policies.transactions.premium')}</TableCell>
                <TableCell>{t('policies.transactions.by')}</TableCell>
                <TableCell>
                  <VisuallyHidden>{t('policies.transactions.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((revision) => {
                const open = expanded.has(revision.number);
                const number = revision.number;
                return (
                  <Fragment key={number}>
                    <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-expanded={open}
                          aria-label={t(
                            open
                              ? 'policies.transactions.hideChanges'
                              : 'policies.transactions.showChanges',
                            { number },
                          )}
                          onClick={() => toggle(number)}
                        >
                          {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                      <TableCell>{number}</TableCell>
                      <TableCell>
                        <TransactionCell revision={revision} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(revision.effectiveDate)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatSignedMoney(revision.premiumDelta, region)}
                      </TableCell>
                      <TableCell>{revision.createdBy ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {revision.hasDocument && (
                          <IconButton
                            size="small"
                            aria-label={t('policies.transactions.download', { number })}
                            disabled={download.isPending}
                            onClick={() =>
                              download.mutate(
                                { policy, revision },
                                {
                                  onError: () =>
                                    enqueueSnackbar(t('policies.transactions.downloadFailed'), {
                                      variant: 'error',
                                    }),
                                },
                              )
                            }
                          >
                            <PictureAsPdfOutlinedIcon fontSize="small" />
                          </IconButton>
                        )}
                        {revision.hasDocument && actor && (
                          <IconButton
                            size="small"
                            aria-label={t('policies.transactions.regenerate', { number })}
                            title={
                              revision.documentId ? t('policies.transactions.filed') : undefined
                            }
                            disabled={regenerate.isPending}
                            onClick={() =>
                              regenerate.mutate(
                                { id: policy.id, number },
                                {
                                  onSuccess: (result) =>
                                    enqueueSnackbar(result.message, { variant: 'success' }),
                                  onError: (error) =>
                                    enqueueSnackbar(
                                      actionFailure(
                                        error,
                                        t('policies.transactions.regenerateFailed'),
                                      ),
                                      { variant: 'error' },
                                    ),
                                },
                              )
                            }
                          >
                            <RefreshIcon fontSize="small" />
                          </IconButton>
                        )}
                        {undoable.revert === number && (
                          <IconButton
                            size="small"
                            aria-label={t('policies.transactions.revert', { number })}
                            onClick={() => setUndoing({ kind: 'revert', number })}
                          >
                            <UndoIcon fontSize="small" />
                          </IconButton>
                        )}
                        {undoable.delete === number && (
                          <IconButton
                            size="small"
                            aria-label={t('policies.transactions.delete', { number })}
                            onClick={() => setUndoing({ kind: 'delete', number })}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        )}
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={7} sx={{ py: 0, ...(open ? {} : { border: 0 }) }}>
                        <Collapse in={open} timeout="auto" unmountOnExit>
                          <RevisionDetail policy={policy} revision={revision} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length >= 2 && <CompareRevisions policy={policy} revisions={list} />}
      {undoing?.kind === 'revert' && (
        <PolicyReasonDialog
          title={t('policies.servicing.reasonDialog.revert.title', { number: undoing.number })}
          body={t('policies.servicing.reasonDialog.revert.body')}
          pending={action.isPending}
          error={actionFailure(action.error, t('policies.servicing.failed'))}
          onSubmit={(body) =>
            action.mutate(
              { action: 'revert', id: policy.id, number: undoing.number, body },
              { onSuccess: done },
            )
          }
          onClose={closeUndo}
        />
      )}
      <ConfirmDialog
        open={undoing?.kind === 'delete'}
        title={t('policies.transactions.deleteTitle', { number: undoing?.number })}
        body={t('policies.transactions.deleteBody')}
        confirmLabel={t('policies.transactions.deleteConfirm')}
        danger
        pending={action.isPending}
        error={actionFailure(action.error, t('policies.servicing.failed')) ?? null}
        onConfirm={() =>
          undoing &&
          action.mutate(
            { action: 'deleteEndorsement', id: policy.id, number: undoing.number },
            { onSuccess: done },
          )
        }
        onClose={closeUndo}
      />
    </Stack>
  );
}
