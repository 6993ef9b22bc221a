import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import ThumbDownOffAltOutlinedIcon from '@mui/icons-material/ThumbDownOffAltOutlined';
import {
  regionOfCurrency,
  PRODUCT_NAMES,
  QUOTE_MESSAGES,
  QUOTE_STATUS_GROUP_KEYS,
  QUOTE_STATUS_GROUPS,
  QUOTE_TYPES,
  QUOTES_PAGE_SIZE,
  type QuoteStatusGroup,
  type QuoteType,
  type QuoteView,
} from '@cyber/domain';
import { Box, Button, Checkbox, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RequestedQuotesPrompt } from './requested-quotes-prompt.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { TeamScopeFilter, useTeamScope } from '../../teams/index.ts';
import { useDeleteAllQuotes, useDeleteQuote, useDeleteQuotes } from '../api/delete-quotes.ts';
import { useQuotes, type QuoteFilters } from '../api/search-quotes.ts';
import { useMarkQuoteLost, useSendQuote, useSetQuoteNeedBy } from '../api/update-quote.ts';
import { LostQuoteDialog, NeedByDialog, SendQuoteDialog } from './quote-dialogs.tsx';
import { useOpenParam } from '../../../lib/use-open-param.ts';
import { QuoteDetailDrawer, useProposalDownload } from './quote-detail-drawer.tsx';
import { QuoteStatusChip } from './quote-status-chip.tsx';

export type QuotesScreenProps = {
  /** quote:manage: delete, need-by, lost and send. */
  canManage: boolean;
  /** Only this account's (the dashboard's prefilterAccountId). */
  accountId?: string | undefined;
  /** Inside the dashboard's tabs: the tab names the list, so no heading of its own. */
  embedded?: boolean;
};

type DialogState =
  | { kind: 'delete-one'; quote: QuoteView }
  | { kind: 'delete-selected' }
  | { kind: 'delete-all'; status: 'invalid' | 'expired' }
  | { kind: 'need-by'; quote: QuoteView }
  | { kind: 'lost'; quote: QuoteView }
  | { kind: 'send'; quote: QuoteView }
  | null;

const ACTIVE = QUOTE_STATUS_GROUPS.ACTIVE as readonly string[];

/** Amounts are in the quote's currency, which follows the account's region. */

/** The quote's agent, or its agency when no agent is named. */
const agentName = (q: QuoteView): string =>
  (q.agentFirstName ? `${q.agentFirstName} ${q.agentLastName ?? ''}`.trim() : q.agencyName) ?? '';

const failure = (error: Error | null, fallback: string): string | undefined =>
  error ? refusalMessage(error, fallback) : undefined;

/**
 * The QUOTES tab ({base}/quotes, spec 3 §2): 20 rows, newest change first, filters for quote
 * type, status group and team scope; each row shows its company, limit, deductible and premium
 * (variations of one account differ by more than price) and an Actions menu: view (the detail
 * drawer), download proposal, need-by, lost, send and delete. Bulk delete and delete all invalid /
 * expired come last in the toolbar, in the error colour, each behind a confirmation. The list is
 * refetched after every action.
 */
export function QuotesScreen({ canManage, accountId, embedded = false }: QuotesScreenProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const teamScope = useTeamScope();
  const { query, onQueryChange } = useTableQuery({ size: QUOTES_PAGE_SIZE, sort: 'modified,desc' });
  const [quoteType, setQuoteType] = useState<QuoteType | ''>('');
  const [statusGroup, setStatusGroup] = useState<QuoteStatusGroup | ''>('');
  const scope: Pick<QuoteFilters, 'teamScope' | 'teamId' | 'accountId'> = {
    ...teamScope.query,
    accountId,
  };
  const quotes = useQuotes({
    ...query,
    ...scope,
    quoteType: quoteType || undefined,
    statusGroup: statusGroup || undefined,
  });
  const removeOne = useDeleteQuote();
  const removeMany = useDeleteQuotes();
  const removeAll = useDeleteAllQuotes();
  const needBy = useSetQuoteNeedBy();
  const lost = useMarkQuoteLost();
  const send = useSendQuote();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const close = () => {
    setDialog(null);
    for (const m of [removeOne, removeMany, removeAll, needBy, lost, send]) m.reset();
  };
  const done = (message: string) => {
    close();
    enqueueSnackbar(message, { variant: 'success' });
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filterChanged = () => {
    setSelected(new Set());
    onQueryChange({ ...query, page: 0 });
  };

  const handleDelete = () => {
    if (dialog?.kind === 'delete-one') {
      removeOne.mutate(dialog.quote.id, {
        onSuccess: (r) => {
          setSelected((prev) => {
            const next = new Set(prev);
            next.delete(dialog.quote.id);
            return next;
          });
          done(r.message);
        },
      });
    } else if (dialog?.kind === 'delete-selected') {
      removeMany.mutate([...selected], {
        onSuccess: (r) => {
          setSelected(new Set());
          done(r.message);
        },
      });
    } else if (dialog?.kind === 'delete-all') {
      removeAll.mutate({ status: dialog.status, scope }, { onSuccess: (r) => done(r.message) });
    }
  };

  // the open quote is in the address (`?quote={id}`): a renewal's link opens it here
  const [detailId, setDetailId] = useOpenParam('quote');
  const proposal = useProposalDownload();

  const columns: DataTableColumn<QuoteView>[] = [
    ...(canManage
      ? [
          {
            id: 'select',
            header: '',
            hideable: false,
            width: 48,
            cell: (q: QuoteView) => (
              <Checkbox
                size="small"
                checked={selected.has(q.id)}
                onChange={() => toggle(q.id)}
                inputProps={{ 'aria-label': t('quotes.select', { name: q.quoteNumber }) }}
              />
            ),
          },
        ]
      : []),
    {
      id: 'quoteNumber',
      header: t('quotes.quoteNumber'),
      cell: (q) => q.quoteNumber,
      sortable: true,
      hideable: false,
      nowrap: true,
    },
    {
      id: 'companyName',
      header: t('quotes.company'),
      cell: (q) => q.companyName,
      sortable: true,
      truncate: { width: 130, text: (q) => q.companyName },
    },
    {
      id: 'product',
      header: t('quotes.product'),
      cell: (q) => PRODUCT_NAMES[q.product],
      sortable: true,
    },
    {
      id: 'status',
      header: t('quotes.status'),
      cell: (q) => <QuoteStatusChip status={q.status} />,
      sortable: true,
    },
    {
      id: 'limit',
      header: t('quotes.limit'),
      align: 'right',
      nowrap: true,
      cell: (q) => formatWholeMoney(q.limit, regionOfCurrency(q.currency)),
    },
    {
      id: 'deductible',
      header: t('quotes.deductible'),
      align: 'right',
      nowrap: true,
      cell: (q) => formatWholeMoney(q.deductible, regionOfCurrency(q.currency)),
    },
    {
      id: 'totalPremium',
      header: t('quotes.premium'),
      align: 'right',
      nowrap: true,
      cell: (q) => formatMoney(q.totalPremium, regionOfCurrency(q.currency)),
      sortable: true,
    },
    {
      id: 'effectiveDate',
      header: t('quotes.effectiveDate'),
      cell: (q) => formatDate(q.effectiveDate),
      sortable: true,
      nowrap: true,
    },
    {
      id: 'expiresOn',
      header: t('quotes.expiresOn'),
      cell: (q) => formatDate(q.expiresOn),
      sortable: true,
      nowrap: true,
      defaultHidden: true,
    },
    {
      id: 'needByDate',
      header: t('quotes.needBy'),
      cell: (q) => formatDate(q.needByDate) ?? '—',
      sortable: true,
      nowrap: true,
      defaultHidden: true,
    },
    {
      id: 'agent',
      header: t('quotes.agent'),
      cell: (q) => agentName(q),
      truncate: { width: 140, text: (q) => agentName(q) },
      defaultHidden: true,
    },
    {
      id: 'modified',
      header: t('quotes.modified'),
      cell: (q) => formatDateTime(q.modified),
      sortable: true,
      nowrap: true,
      defaultHidden: true,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right' as const,
      pin: 'end' as const,
      cell: (q: QuoteView) => (
        <RowActionsMenu
          name={q.quoteNumber}
          items={[
            {
              label: t('quotes.detail.view'),
              icon: <VisibilityOutlinedIcon fontSize="small" />,
              onClick: () => setDetailId(q.id),
            },
            {
              label: t('quotes.detail.downloadProposal'),
              icon: <PictureAsPdfOutlinedIcon fontSize="small" />,
              disabled: proposal.pending,
              onClick: () => proposal.start(q),
            },
            ...(canManage
              ? [
                  {
                    label: t('quotes.needByAction'),
                    icon: <EventOutlinedIcon fontSize="small" />,
                    onClick: () => setDialog({ kind: 'need-by', quote: q }),
                  },
                  {
                    label: t('quotes.lostAction'),
                    icon: <ThumbDownOffAltOutlinedIcon fontSize="small" />,
                    disabled: !ACTIVE.includes(q.status),
                    onClick: () => setDialog({ kind: 'lost', quote: q }),
                  },
                  {
                    label: t('quotes.sendAction'),
                    icon: <SendOutlinedIcon fontSize="small" />,
                    disabled: q.status !== 'READY',
                    onClick: () => setDialog({ kind: 'send', quote: q }),
                  },
                  {
                    label: t('quotes.deleteNamed'),
                    icon: <DeleteOutlineIcon fontSize="small" />,
                    danger: true,
                    onClick: () => setDialog({ kind: 'delete-one', quote: q }),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  const deletePending = removeOne.isPending || removeMany.isPending || removeAll.isPending;
  const deleteError =
    failure(removeOne.error ?? removeMany.error ?? removeAll.error, QUOTE_MESSAGES.deleteFailed) ??
    null;
  const deleteTexts =
    dialog?.kind === 'delete-one'
      ? {
          title: t('quotes.deleteTitle'),
          body: t('quotes.deleteOneBody', {
            number: dialog.quote.quoteNumber,
            company: dialog.quote.companyName,
          }),
        }
      : dialog?.kind === 'delete-all'
        ? dialog.status === 'invalid'
          ? { title: t('quotes.deleteAllInvalidTitle'), body: t('quotes.deleteAllInvalidBody') }
          : { title: t('quotes.deleteAllExpiredTitle'), body: t('quotes.deleteAllExpiredBody') }
        : {
            title: t('quotes.deleteTitle'),
            body: t('quotes.deleteBody', { count: selected.size }),
          };

  return (
    <Box>
      <RequestedQuotesPrompt />
      {!embedded && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('quotes.title')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListFilter
          id="quotes-filter-type"
          label={t('quotes.filters.quoteType')}
          value={quoteType}
          options={QUOTE_TYPES}
          optionLabel={(type) => t(`quotes.filters.${type}`)}
          allLabel={t('quotes.filters.all')}
          onChange={(value) => {
            setQuoteType(value);
            filterChanged();
          }}
        />
        <ListFilter
          id="quotes-filter-status"
          label={t('quotes.filters.statusGroup')}
          value={statusGroup}
          options={QUOTE_STATUS_GROUP_KEYS}
          optionLabel={(group) => t(`quotes.filters.${group}`)}
          allLabel={t('quotes.filters.all')}
          onChange={(value) => {
            setStatusGroup(value);
            filterChanged();
          }}
        />
        {teamScope.filter && (
          <TeamScopeFilter
            id="quotes-filter-team"
            {...teamScope.filter}
            onChange={(value) => {
              teamScope.filter?.onChange(value);
              filterChanged();
            }}
          />
        )}
      </Stack>
      <DataTable
        tableId="quotes"
        label={t('quotes.title')}
        columns={columns}
        rows={quotes.data?.content}
        totalElements={quotes.data?.totalElements ?? 0}
        totalIsCapped={quotes.data?.totalIsCapped ?? false}
        loading={quotes.isFetching}
        getRowId={(q) => q.id}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={[QUOTES_PAGE_SIZE, 50, 100]}
        searchPlaceholder={t('quotes.searchPlaceholder')}
        bulkActions={
          canManage ? (
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={selected.size === 0}
                onClick={() => setDialog({ kind: 'delete-selected' })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('quotes.deleteSelected', { count: selected.size })}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'delete-all', status: 'invalid' })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('quotes.deleteAllInvalid')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'delete-all', status: 'expired' })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('quotes.deleteAllExpired')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={
          dialog?.kind === 'delete-one' ||
          dialog?.kind === 'delete-selected' ||
          dialog?.kind === 'delete-all'
        }
        title={deleteTexts.title}
        body={deleteTexts.body}
        confirmLabel={t('quotes.delete')}
        danger
        pending={deletePending}
        error={deleteError}
        onConfirm={handleDelete}
        onClose={close}
      />
      {dialog?.kind === 'need-by' && (
        <NeedByDialog
          quote={dialog.quote}
          pending={needBy.isPending}
          error={failure(needBy.error, QUOTE_MESSAGES.somethingWentWrong)}
          onSubmit={(value) =>
            needBy.mutate(
              { quoteId: dialog.quote.id, needBy: value },
              { onSuccess: (r) => done(r.message) },
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'lost' && (
        <LostQuoteDialog
          quote={dialog.quote}
          pending={lost.isPending}
          error={failure(lost.error, QUOTE_MESSAGES.somethingWentWrong)}
          onSubmit={(values) =>
            lost.mutate({ ...values, id: dialog.quote.id }, { onSuccess: (r) => done(r.message) })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'send' && (
        <SendQuoteDialog
          quote={dialog.quote}
          pending={send.isPending}
          error={failure(send.error, QUOTE_MESSAGES.sendFailed)}
          onSubmit={(values) => send.mutate(values, { onSuccess: (r) => done(r.message) })}
          onClose={close}
        />
      )}
      <QuoteDetailDrawer
        quoteId={detailId}
        notes={{ canWrite: canManage }}
        canBind={canManage}
        onClose={() => setDetailId(null)}
      />
    </Box>
  );
}
