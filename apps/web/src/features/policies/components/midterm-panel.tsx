import {
  regionOfCurrency,
  ENDORSEMENT_TYPE_LABELS,
  ENDORSEMENT_TYPES,
  type EndorsementType,
  type MidtermEntry,
} from '@cyber/domain';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMidterm } from '../api/midterm.ts';
import { formatSignedMoney } from './term-changes.tsx';

export type MidtermPanelProps = {
  /** Open a policy beside the list (the POLICIES tab's drawer). */
  onOpen: (policyId: string) => void;
};

/**
 * The midterm list (spec 3 §7; decision 050), below the POLICIES tab: the endorsements across
 * the caller's policies, newest first — policy, company, the change and its type, its day
 * (Scheduled until it comes), the premium it charged or returned, who made it — searchable by
 * policy number or company and filtered by endorsement type. A policy number opens the policy.
 */
export function MidtermPanel({ onOpen }: MidtermPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { query, onQueryChange } = useTableQuery({ size: 10 });
  const [type, setType] = useState<EndorsementType | ''>('');
  const midterm = useMidterm({
    page: query.page,
    size: query.size,
    search: query.search || undefined,
    endorsementType: type || undefined,
  });

  const columns: DataTableColumn<MidtermEntry>[] = [
    {
      id: 'policyNumber',
      header: t('policies.midterm.policyNumber'),
      hideable: false,
      nowrap: true,
      cell: (e) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-label={t('policies.open', { number: e.policyNumber })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(e.policyId);
          }}
          sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {e.policyNumber}
        </Link>
      ),
    },
    {
      id: 'companyName',
      header: t('policies.midterm.company'),
      cell: (e) => e.companyName,
      truncate: { width: 160, text: (e) => e.companyName },
    },
    {
      id: 'change',
      header: t('policies.midterm.change'),
      cell: (e) => (
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <span>
            {e.endorsementType
              ? `${e.label}: ${ENDORSEMENT_TYPE_LABELS[e.endorsementType]}`
              : e.label}
          </span>
          {e.reverted && <Chip size="small" label={t('policies.midterm.reverted')} />}
        </Stack>
      ),
    },
    {
      id: 'effectiveDate',
      header: t('policies.midterm.effective'),
      nowrap: true,
      cell: (e) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{formatDate(e.effectiveDate)}</span>
          {!e.inForce && <Chip size="small" color="info" label={t('policies.midterm.scheduled')} />}
        </Stack>
      ),
    },
    {
      id: 'premiumDelta',
      header: t('policies.midterm.premium'),
      align: 'right',
      nowrap: true,
      cell: (e) => formatSignedMoney(e.premiumDelta, regionOfCurrency(e.currency)),
    },
    { id: 'createdBy', header: t('policies.midterm.by'), cell: (e) => e.createdBy ?? '—' },
    {
      id: 'created',
      header: t('policies.midterm.recorded'),
      nowrap: true,
      cell: (e) => formatDate(e.created),
    },
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('policies.midterm.title')}
      </Typography>
      <DataTable
        tableId="midterm"
        label={t('policies.midterm.tableLabel')}
        columns={columns}
        rows={midterm.data?.content}
        totalElements={midterm.data?.totalElements ?? 0}
        loading={midterm.isFetching}
        error={midterm.error}
        getRowId={(e) => `${e.policyId}-${e.number}`}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={[10, 25, 50]}
        searchPlaceholder={t('policies.midterm.searchPlaceholder')}
        toolbar={
          <ListFilter
            id="midterm-filter-type"
            label={t('policies.midterm.type')}
            value={type}
            options={ENDORSEMENT_TYPES}
            optionLabel={(option) => ENDORSEMENT_TYPE_LABELS[option]}
            allLabel={t('policies.midterm.allTypes')}
            onChange={(value) => {
              setType(value);
              onQueryChange({ ...query, page: 0 });
            }}
            minWidth={200}
          />
        }
      />
    </Box>
  );
}
