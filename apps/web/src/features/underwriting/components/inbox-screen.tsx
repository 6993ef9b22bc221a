import {
  regionOfCurrency,
  INBOX_ASSIGNEE_FILTERS,
  INBOX_STATUSES,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  QUOTES_PAGE_SIZE,
  QUOTE_STATUSES,
  type Agency,
  type InboxRow,
  type Persona,
  type ProductCode,
  type QuoteStatus,
} from '@cyber/domain';
import {
  Box,
  Chip,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { AgencyPicker } from '../../agencies/index.ts';
import { QuoteStatusChip } from '../../quotes/index.ts';
import { useInbox, type InboxSearch } from '../api/get-inbox.ts';
import { UrgencyChip } from './urgency-chip.tsx';

export type InboxScreenProps = {
  persona: Persona;
  /**
   * Provider underwriters: every referral, with the assignee filter and the senior queue. Anyone
   * else (an agency) sees its own referrals, read-only; the server scopes the list either way.
   */
  underwriter: boolean;
};

type InboxStatus = (typeof INBOX_STATUSES)[number];
type AssigneeFilter = (typeof INBOX_ASSIGNEE_FILTERS)[number];

const isQuoteStatus = (s: string): s is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(s);
const STATE_CODE = /^[A-Z]{2,3}$/;

/**
 * The underwriting inbox ({base}/inbox, spec 3 §2): referred and in-review quotes, most urgent
 * first (need-by ascending), 20 rows. Underwriters filter by status, product, state, agency,
 * assignee and the senior queue; a row opens the quote's workbench.
 */
export function InboxScreen({ persona, underwriter }: InboxScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, onQueryChange } = useTableQuery({
    size: QUOTES_PAGE_SIZE,
    sort: 'needByDate,asc',
  });
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [product, setProduct] = useState<ProductCode | ''>('');
  const [stateText, setStateText] = useState('');
  const [assignee, setAssignee] = useState<AssigneeFilter>('ANY');
  const [agency, setAgency] = useState<Agency | null>(null);
  const [seniorQueue, setSeniorQueue] = useState(false);
  const state = stateText.trim().toUpperCase();
  const search: InboxSearch = {
    page: query.page,
    size: query.size,
    sort: query.sort,
    status: status || undefined,
    product: product || undefined,
    state: STATE_CODE.test(state) ? state : undefined,
    assignee: underwriter ? assignee : undefined,
    agencyId: underwriter ? agency?.id : undefined,
    seniorQueue: underwriter && seniorQueue ? 'true' : undefined,
  };
  const inbox = useInbox(search);
  const firstPage = () => onQueryChange({ ...query, page: 0 });
  const hrefOf = (row: InboxRow) => paths.persona.inboxQuote(persona, row.product, row.id);

  const columns: DataTableColumn<InboxRow>[] = [
    {
      id: 'urgency',
      header: t('underwriting.inbox.urgency'),
      cell: (r) => <UrgencyChip index={r.urgencyIndex} />,
      hideable: false,
    },
    {
      id: 'needByDate',
      header: t('underwriting.inbox.needBy'),
      cell: (r) => formatDate(r.needByDate) ?? '—',
      sortable: true,
      nowrap: true,
    },
    {
      id: 'quoteNumber',
      header: t('underwriting.inbox.quoteNumber'),
      hideable: false,
      nowrap: true,
      cell: (r) => (
        <Link
          href={hrefOf(r)}
          aria-label={t('underwriting.inbox.open', { number: r.quoteNumber })}
          onClick={(e) => e.stopPropagation()}
        >
          {r.quoteNumber}
        </Link>
      ),
    },
    {
      id: 'companyName',
      header: t('underwriting.inbox.company'),
      cell: (r) => r.companyName,
      truncate: { width: 160, text: (r) => r.companyName },
    },
    {
      id: 'product',
      header: t('underwriting.inbox.product'),
      cell: (r) => PRODUCT_NAMES[r.product],
    },
    { id: 'state', header: t('underwriting.inbox.state'), cell: (r) => r.state ?? '—' },
    {
      id: 'agencyName',
      header: t('underwriting.inbox.agency'),
      cell: (r) => r.agencyName ?? '—',
      truncate: { width: 140, text: (r) => r.agencyName ?? '' },
    },
    {
      id: 'limit',
      header: t('underwriting.inbox.limit'),
      align: 'right',
      nowrap: true,
      cell: (r) => formatWholeMoney(r.limit, regionOfCurrency(r.currency)),
    },
    {
      id: 'totalPremium',
      header: t('underwriting.inbox.premium'),
      align: 'right',
      nowrap: true,
      cell: (r) => formatMoney(r.totalPremium, regionOfCurrency(r.currency)),
    },
    {
      id: 'status',
      header: t('underwriting.inbox.status'),
      cell: (r) => (
        <Stack direction="row" spacing={0.5}>
          {isQuoteStatus(r.status) ? <QuoteStatusChip status={r.status} /> : r.status}
          {r.requiresSenior && (
            <Chip size="small" variant="outlined" label={t('underwriting.inbox.senior')} />
          )}
        </Stack>
      ),
    },
    {
      id: 'assignee',
      header: t('underwriting.inbox.assignee'),
      cell: (r) => r.assigneeName ?? t('underwriting.inbox.unassigned'),
    },
    {
      id: 'reason',
      header: t('underwriting.inbox.reason'),
      cell: (r) => r.reason ?? '—',
      truncate: { width: 220, text: (r) => r.reason ?? '' },
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {underwriter ? t('underwriting.inbox.title') : t('underwriting.inbox.agencyTitle')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'center' }}
        useFlexGap
        // Filters keep their width and wrap rather than squeezing one another.
        sx={{ mb: 2, flexWrap: 'wrap', '& > *': { flexShrink: 0 } }}
      >
        <ListFilter
          id="inbox-filter-status"
          label={t('underwriting.inbox.status')}
          value={status}
          options={INBOX_STATUSES}
          optionLabel={(s) => t(`quotes.statuses.${s}`)}
          allLabel={t('underwriting.inbox.all')}
          onChange={(value) => {
            setStatus(value);
            firstPage();
          }}
          minWidth={160}
        />
        <ListFilter
          id="inbox-filter-product"
          label={t('underwriting.inbox.product')}
          value={product}
          options={PRODUCT_CODES}
          optionLabel={(code) => PRODUCT_NAMES[code]}
          allLabel={t('underwriting.inbox.all')}
          onChange={(value) => {
            setProduct(value);
            firstPage();
          }}
        />
        <TextField
          size="small"
          id="inbox-filter-state"
          label={t('underwriting.inbox.state')}
          value={stateText}
          onChange={(e) => {
            setStateText(e.target.value);
            firstPage();
          }}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          sx={{ width: 100 }}
        />
        {underwriter && (
          <>
            <AgencyPicker
              id="inbox-filter-agency"
              size="small"
              label={t('underwriting.inbox.agencyFilter')}
              value={agency}
              onChange={(next) => {
                setAgency(next);
                firstPage();
              }}
            />
            <TextField
              select
              size="small"
              id="inbox-filter-assignee"
              label={t('underwriting.inbox.assigneeFilter')}
              value={assignee}
              onChange={(e) => {
                setAssignee(e.target.value as AssigneeFilter);
                firstPage();
              }}
              sx={{ minWidth: 160 }}
            >
              {INBOX_ASSIGNEE_FILTERS.map((a) => (
                <MenuItem key={a} value={a}>
                  {t(`underwriting.inbox.assignees.${a}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={seniorQueue}
                  onChange={(e) => {
                    setSeniorQueue(e.target.checked);
                    firstPage();
                  }}
                />
              }
              label={t('underwriting.inbox.seniorQueue')}
            />
          </>
        )}
      </Stack>
      <DataTable
        tableId="uw-inbox"
        label={underwriter ? t('underwriting.inbox.title') : t('underwriting.inbox.agencyTitle')}
        columns={columns}
        rows={inbox.data?.content}
        totalElements={inbox.data?.totalElements ?? 0}
        loading={inbox.isFetching}
        error={inbox.error}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={onQueryChange}
        searchable={false}
        pageSizes={[QUOTES_PAGE_SIZE, 50, 100]}
        onRowClick={(r) => void navigate(hrefOf(r))}
      />
    </Box>
  );
}
