import {
  regionOfCurrency,
  PRODUCT_NAMES,
  QUOTES_PAGE_SIZE,
  type Persona,
  type Submission,
} from '@cyber/domain';
import { Box, FormControlLabel, Link, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSubmissions } from '../api/search-submissions.ts';
import { SubmissionDetailDrawer } from './submission-detail-drawer.tsx';
import { SubmissionStatusChip } from './submission-status-chip.tsx';
import { useOpenParam } from '../../../lib/use-open-param.ts';

export type SubmissionsScreenProps = {
  persona: Persona;
  /**
   * Provider underwriters: a quote of a submission opens in the workbench. Agencies open it on the
   * QUOTES tab. The server scopes the list and says who may decline either way.
   */
  underwriter: boolean;
  /** Only this account's (the dashboard's prefilterAccountId). */
  accountId?: string | undefined;
  /** Inside the dashboard's tabs: the tab names the list, so no heading of its own. */
  embedded?: boolean;
};

/** The query parameter naming the open submission (`?submission={id}`, a shareable link). */
const OPEN = 'submission';

/**
 * The SUBMISSIONS tab ({base}/submissions, spec 3 §2): what agencies asked for, one row per
 * request with its quotes counted, 20 rows, newest change first (the server's order); a company
 * search and "Show declined". A row opens the submission beside the list, with its quotes and,
 * for underwriters, "Decline submission".
 */
export function SubmissionsScreen({
  persona,
  underwriter,
  accountId,
  embedded = false,
}: SubmissionsScreenProps) {
  const { t } = useTranslation();
  const { query, onQueryChange } = useTableQuery({ size: QUOTES_PAGE_SIZE });
  const [showDeclined, setShowDeclined] = useState(false);
  const [openId, setOpen] = useOpenParam(OPEN);
  const submissions = useSubmissions({
    page: query.page,
    size: query.size,
    search: query.search || undefined,
    accountId,
    // Declined submissions are left out unless asked for; then the list holds every status.
    declined: showDeclined ? undefined : 'false',
  });

  const columns: DataTableColumn<Submission>[] = [
    {
      id: 'companyName',
      header: t('submissions.company'),
      hideable: false,
      truncate: { width: 180, text: (s) => s.companyName },
      cell: (s) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-label={t('submissions.open', { company: s.companyName })}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(s.id);
          }}
          sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {s.companyName}
        </Link>
      ),
    },
    {
      id: 'agencyName',
      header: t('submissions.agency'),
      cell: (s) => s.agencyName ?? '—',
      truncate: { width: 140, text: (s) => s.agencyName ?? '' },
    },
    {
      id: 'agentName',
      header: t('submissions.agent'),
      cell: (s) => s.agentName ?? '—',
      truncate: { width: 140, text: (s) => s.agentName ?? '' },
    },
    {
      id: 'products',
      header: t('submissions.products'),
      cell: (s) => s.products.map((p) => PRODUCT_NAMES[p]).join(', ') || '—',
      truncate: { width: 180, text: (s) => s.products.map((p) => PRODUCT_NAMES[p]).join(', ') },
    },
    {
      id: 'quoteCount',
      header: t('submissions.quoteCount'),
      align: 'right',
      cell: (s) => s.quoteCount,
    },
    {
      id: 'status',
      header: t('submissions.status'),
      cell: (s) => <SubmissionStatusChip status={s.status} />,
    },
    {
      id: 'needByDate',
      header: t('submissions.needBy'),
      nowrap: true,
      cell: (s) => formatDate(s.needByDate) ?? '—',
    },
    {
      id: 'lowestPremium',
      header: t('submissions.lowestPremium'),
      align: 'right',
      nowrap: true,
      cell: (s) =>
        s.lowestPremium === null ? '—' : formatMoney(s.lowestPremium, regionOfCurrency(s.currency)),
    },
    {
      id: 'created',
      header: t('submissions.created'),
      nowrap: true,
      cell: (s) => formatDateTime(s.created),
    },
    {
      id: 'modified',
      header: t('submissions.modified'),
      nowrap: true,
      cell: (s) => formatDateTime(s.modified),
    },
  ];

  return (
    <Box>
      {!embedded && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('submissions.title')}
        </Typography>
      )}
      <DataTable
        tableId="submissions"
        label={t('submissions.title')}
        columns={columns}
        rows={submissions.data?.content}
        totalElements={submissions.data?.totalElements ?? 0}
        totalIsCapped={submissions.data?.totalIsCapped ?? false}
        loading={submissions.isFetching}
        error={submissions.error}
        getRowId={(s) => s.id}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={[QUOTES_PAGE_SIZE, 50, 100]}
        searchPlaceholder={t('submissions.searchPlaceholder')}
        toolbar={
          <FormControlLabel
            control={
              <Switch
                checked={showDeclined}
                onChange={(e) => {
                  setShowDeclined(e.target.checked);
                  onQueryChange({ ...query, page: 0 });
                }}
              />
            }
            label={t('submissions.showDeclined')}
          />
        }
        onRowClick={(s) => setOpen(s.id)}
      />
      <SubmissionDetailDrawer
        persona={persona}
        submissionId={openId}
        underwriter={underwriter}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
