import {
  regionOfCurrency,
  POLICIES_PAGE_SIZE,
  POLICY_DEFAULT_SORT,
  POLICY_PAYMENT_FILTERS,
  PRODUCT_NAMES,
  type Persona,
  type Policy,
  type PolicyListKind,
  type PolicyPaymentFilter,
} from '@cyber/domain';
import { Box, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { usePolicies } from '../api/search-policies.ts';
import { useServicingActor } from '../hooks/use-servicing-actor.ts';
import { BrokerOfRecordPanel } from './broker-of-record-panel.tsx';
import { MidtermPanel } from './midterm-panel.tsx';
import { PolicyDetailDrawer } from './policy-detail-drawer.tsx';
import { PolicyStatusChip } from './policy-status-chip.tsx';
import { useOpenParam } from '../../../lib/use-open-param.ts';
import { TeamScopeFilter, useTeamScope } from '../../teams/index.ts';

export type PolicyListScreenProps = {
  persona: Persona;
  /** BINDERS: bound, not yet issued. POLICIES: issued onwards. */
  kind: PolicyListKind;
  /** Provider staff: every agency's binders and policies, with an Agency column. */
  provider: boolean;
  /** Only this account's (the dashboard's prefilterAccountId). */
  accountId?: string | undefined;
  /** Inside the dashboard's tabs: the tab names the list, so no heading of its own. */
  embedded?: boolean;
};

/** The query parameter naming the open binder or policy (`?policy={id}`, a shareable link). */
const OPEN = 'policy';

/**
 * The BINDERS and POLICIES tabs ({base}/binders, {base}/policies; spec 3 §2): 20 rows, binders by
 * effective date and policies by end date (both ascending), a company or policy number search;
 * binders filter by payment, policies by "open for renewal". A row opens the binder or policy
 * beside the list, where a bound binder may be issued. Below the POLICIES tab's list, those who
 * service policies see the broker of record requests.
 */
export function PolicyListScreen({
  persona,
  kind,
  provider,
  accountId,
  embedded = false,
}: PolicyListScreenProps) {
  const { t } = useTranslation();
  const binders = kind === 'BINDERS';
  const { query, onQueryChange } = useTableQuery({
    size: POLICIES_PAGE_SIZE,
    sort: POLICY_DEFAULT_SORT[kind],
  });
  const [payment, setPayment] = useState<PolicyPaymentFilter | ''>('');
  const [openForRenewal, setOpenForRenewal] = useState(false);
  const teamScope = useTeamScope();
  const [openId, setOpen] = useOpenParam(OPEN);
  const policies = usePolicies({
    page: query.page,
    size: query.size,
    kind,
    sort: query.sort,
    search: query.search || undefined,
    accountId,
    ...teamScope.query,
    payment: binders ? payment || undefined : undefined,
    openForRenewal: !binders && openForRenewal ? 'true' : undefined,
  });
  const title = t(binders ? 'policies.bindersTitle' : 'policies.policiesTitle');
  /**
   * Broker of record requests, below the POLICIES tab's own page (not the dashboard's tab): for
   * provider staff with policy:manage and an agency's users with quote:manage.
   */
  const servicingActor = useServicingActor(provider);
  const borActor = kind === 'POLICIES' && !embedded ? servicingActor : null;

  const columns: DataTableColumn<Policy>[] = [
    {
      id: 'policyNumber',
      header: t('policies.policyNumber'),
      hideable: false,
      sortable: true,
      nowrap: true,
      cell: (p) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-label={t('policies.open', { number: p.policyNumber })}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(p.id);
          }}
          sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {p.policyNumber}
        </Link>
      ),
    },
    {
      id: 'companyName',
      header: t('policies.company'),
      sortable: true,
      cell: (p) => p.companyName,
      truncate: { width: 180, text: (p) => p.companyName },
    },
    {
      id: 'product',
      header: t('policies.product'),
      sortable: true,
      cell: (p) => PRODUCT_NAMES[p.product],
    },
    {
      id: 'status',
      header: t('policies.status'),
      sortable: true,
      cell: (p) => <PolicyStatusChip status={p.status} />,
    },
    {
      id: 'effectiveDate',
      header: t('policies.effectiveDate'),
      sortable: true,
      nowrap: true,
      cell: (p) => formatDate(p.effectiveDate),
    },
    binders
      ? {
          id: 'binderExpiresOn',
          header: t('policies.binderExpires'),
          nowrap: true,
          cell: (p: Policy) => formatDate(p.binderExpiresOn) ?? '—',
        }
      : {
          id: 'endDate',
          header: t('policies.endDate'),
          sortable: true,
          nowrap: true,
          cell: (p: Policy) => formatDate(p.endDate),
        },
    {
      id: 'totalPremium',
      header: t('policies.totalPremium'),
      align: 'right',
      sortable: true,
      nowrap: true,
      cell: (p) => formatMoney(p.totalPremium, regionOfCurrency(p.currency)),
    },
    ...(provider
      ? [
          {
            id: 'agencyName',
            header: t('policies.agency'),
            cell: (p: Policy) => p.agencyName ?? '—',
            truncate: { width: 140, text: (p: Policy) => p.agencyName ?? '' },
          },
        ]
      : []),
  ];

  const kindFilter = binders ? (
    <ListFilter
      id={`${kind.toLowerCase()}-filter-payment`}
      label={t('policies.paymentFilter.label')}
      value={payment}
      options={POLICY_PAYMENT_FILTERS}
      optionLabel={(filter) => t(`policies.paymentFilter.${filter}`)}
      allLabel={t('policies.paymentFilter.ALL')}
      onChange={(value) => {
        setPayment(value);
        onQueryChange({ ...query, page: 0 });
      }}
      minWidth={160}
    />
  ) : (
    <FormControlLabel
      control={
        <Switch
          checked={openForRenewal}
          onChange={(e) => {
            setOpenForRenewal(e.target.checked);
            onQueryChange({ ...query, page: 0 });
          }}
        />
      }
      label={t('policies.openForRenewal')}
    />
  );

  const toolbar = (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      {kindFilter}
      {teamScope.filter && (
        <TeamScopeFilter
          id={`${kind.toLowerCase()}-filter-team`}
          {...teamScope.filter}
          onChange={(value) => {
            teamScope.filter?.onChange(value);
            onQueryChange({ ...query, page: 0 });
          }}
        />
      )}
    </Stack>
  );

  return (
    <Box>
      {!embedded && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <DataTable
        tableId={binders ? 'binders' : 'policies'}
        label={title}
        columns={columns}
        rows={policies.data?.content}
        totalElements={policies.data?.totalElements ?? 0}
        totalIsCapped={policies.data?.totalIsCapped ?? false}
        loading={policies.isFetching}
        error={policies.error}
        getRowId={(p) => p.id}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={[POLICIES_PAGE_SIZE, 50, 100]}
        searchPlaceholder={t('policies.searchPlaceholder')}
        toolbar={toolbar}
        onRowClick={(p) => setOpen(p.id)}
      />
      {kind === 'POLICIES' && !embedded && <MidtermPanel onOpen={setOpen} />}
      {borActor && <BrokerOfRecordPanel actor={borActor} />}
      <PolicyDetailDrawer
        persona={persona}
        policyId={openId}
        provider={provider}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
