import { regionOfCurrency, PRODUCT_NAMES, type CommissionLine } from '@cyber/domain';
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useCommissionLines } from '../api/get-commission-lines.ts';
import { useToggleCommissionHold } from '../api/toggle-commission-hold.ts';
import { agencyBilledOf, BILLING_FILTERS, percentOf, type BillingFilter } from './period.ts';

export type CommissionLinesTabProps = {
  /** Provider staff: every agency's lines, with an Agency column. */
  provider: boolean;
  /** Provider staff who manage billing: hold or release a policy's commission. */
  canManage: boolean;
  onNotice: (notice: Notice | null) => void;
};

/**
 * The commission lines: each invoice's commission (negative: returned with the premium), at the
 * agency's rate for the product, and whether the policy's commission is held. Staff who manage
 * billing hold a policy's commission (it is not paid out) or release it.
 */
export function CommissionLinesTab({ provider, canManage, onNotice }: CommissionLinesTabProps) {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<BillingFilter | ''>('');
  const { query, onQueryChange } = useTableQuery();
  const lines = useCommissionLines({
    page: query.page,
    size: query.size,
    search: query.search,
    agencyBilled: agencyBilledOf(billing),
  });
  const toggle = useToggleCommissionHold();
  const money = (amount: number, l: CommissionLine) =>
    formatMoney(amount, regionOfCurrency(l.currency));

  const handleToggle = (line: CommissionLine) => {
    onNotice(null);
    toggle.mutate(line.policyId, {
      onSuccess: (result) => onNotice({ message: result.message, severity: 'success' }),
      onError: (error) => onNotice({ message: error.message, severity: 'error' }),
    });
  };

  const columns: DataTableColumn<CommissionLine>[] = [
    {
      id: 'invoiceNumber',
      header: t('commissions.lines.invoiceNumber'),
      hideable: false,
      nowrap: true,
      cell: (l) => l.invoiceNumber,
    },
    {
      id: 'policyNumber',
      header: t('commissions.lines.policyNumber'),
      nowrap: true,
      cell: (l) => `${l.policyNumber} · ${PRODUCT_NAMES[l.product]}`,
    },
    {
      id: 'companyName',
      header: t('commissions.lines.company'),
      cell: (l) => l.companyName,
      truncate: { width: 180, text: (l) => l.companyName },
    },
    ...(provider
      ? [
          {
            id: 'agencyName',
            header: t('commissions.agency'),
            cell: (l: CommissionLine) => l.agencyName ?? t('commissions.none'),
            truncate: { width: 160, text: (l: CommissionLine) => l.agencyName ?? '' },
          },
        ]
      : []),
    {
      id: 'kind',
      header: t('commissions.lines.kind'),
      cell: (l) => t(`billing.kinds.${l.kind}`),
    },
    {
      id: 'premium',
      header: t('commissions.lines.premium'),
      align: 'right',
      nowrap: true,
      cell: (l) => money(l.premium, l),
    },
    {
      id: 'rate',
      header: t('commissions.lines.rate'),
      align: 'right',
      nowrap: true,
      cell: (l) => percentOf(l.rateBps),
    },
    {
      id: 'commission',
      header: t('commissions.lines.commission'),
      align: 'right',
      nowrap: true,
      cell: (l) => money(l.commission, l),
    },
    {
      id: 'held',
      header: t('commissions.lines.status'),
      cell: (l) => (
        <Chip
          size="small"
          color={l.held ? 'warning' : 'success'}
          label={t(l.held ? 'commissions.lines.held' : 'commissions.lines.payable')}
        />
      ),
    },
    {
      id: 'created',
      header: t('commissions.lines.created'),
      nowrap: true,
      cell: (l) => formatDate(l.created, regionOfCurrency(l.currency)),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            hideable: false,
            align: 'right' as const,
            pin: 'end' as const,
            nowrap: true,
            cell: (l: CommissionLine) => (
              <Button
                size="small"
                variant="outlined"
                disabled={toggle.isPending && toggle.variables === l.policyId}
                aria-label={t(l.held ? 'commissions.lines.releaseOf' : 'commissions.lines.holdOf', {
                  policyNumber: l.policyNumber,
                })}
                onClick={() => handleToggle(l)}
              >
                {t(l.held ? 'commissions.lines.release' : 'commissions.lines.hold')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      tableId="commission-lines"
      label={t('commissions.lines.tableLabel')}
      columns={columns}
      rows={lines.data?.content}
      totalElements={lines.data?.totalElements ?? 0}
      loading={lines.isFetching}
      error={lines.error}
      getRowId={(l) => l.id}
      query={query}
      onQueryChange={onQueryChange}
      searchPlaceholder={t('commissions.lines.searchPlaceholder')}
      toolbar={
        <ListFilter
          id="commission-billing"
          label={t('commissions.agencyBilled')}
          value={billing}
          options={BILLING_FILTERS}
          optionLabel={(f) => t(`commissions.billing.${f}`)}
          allLabel={t('commissions.billing.all')}
          onChange={(next) => {
            setBilling(next);
            onQueryChange({ ...query, page: 0 });
          }}
        />
      }
    />
  );
}
