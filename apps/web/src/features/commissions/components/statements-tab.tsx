import { regionOfCurrency } from '@cyber/domain';
import type { CommissionStatement } from '@cyber/domain';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useDownloadStatement, type StatementDownload } from '../api/download-statement.ts';
import { useStatements } from '../api/get-statements.ts';
import { agencyBilledOf, BILLING_FILTERS, monthLabel, type BillingFilter } from './period.ts';
import { StatementDialog } from './statement-dialog.tsx';

export type StatementsTabProps = {
  /** Provider staff: every agency's months, an Agency column and a search by agency name. */
  provider: boolean;
  onNotice: (notice: Notice | null) => void;
};

const rowId = (s: CommissionStatement) => `${s.agencyId}:${s.year}-${s.month}`;

/**
 * The commission statements: each agency's months with the premium invoiced, the commission it
 * earned and what was paid out, each month's statement as a PDF or a spreadsheet, and the
 * statement dialog for any month since 2020.
 */
export function StatementsTab({ provider, onNotice }: StatementsTabProps) {
  const { t, i18n } = useTranslation();
  const [billing, setBilling] = useState<BillingFilter | ''>('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const { query, onQueryChange } = useTableQuery({ sort: 'period,desc' });
  const statements = useStatements({
    page: query.page,
    size: query.size,
    sort: query.sort,
    search: provider ? query.search : undefined,
    agencyBilled: agencyBilledOf(billing),
  });
  const download = useDownloadStatement();
  const period = (s: CommissionStatement) => monthLabel(s.month, i18n.language, s.year);
  const money = (amount: number, s: CommissionStatement) =>
    formatMoney(amount, regionOfCurrency(s.currency));

  const handleRowDownload = (s: CommissionStatement, format: StatementDownload['format']) => {
    onNotice(null);
    download.mutate(
      { year: s.year, month: s.month, format, ...(provider ? { agencyId: s.agencyId } : {}) },
      { onError: (error) => onNotice({ message: error.message, severity: 'error' }) },
    );
  };
  const downloading = (s: CommissionStatement) =>
    download.isPending &&
    download.variables.year === s.year &&
    download.variables.month === s.month &&
    (!provider || download.variables.agencyId === s.agencyId);

  const columns: DataTableColumn<CommissionStatement>[] = [
    {
      id: 'period',
      header: t('commissions.statements.period'),
      hideable: false,
      sortable: true,
      nowrap: true,
      cell: period,
    },
    ...(provider
      ? [
          {
            id: 'agencyName',
            header: t('commissions.agency'),
            sortable: true,
            cell: (s: CommissionStatement) => s.agencyName,
            truncate: { width: 200, text: (s: CommissionStatement) => s.agencyName },
          },
        ]
      : []),
    {
      id: 'invoices',
      header: t('commissions.statements.invoices'),
      align: 'right',
      cell: (s) => s.invoices,
    },
    {
      id: 'premium',
      header: t('commissions.statements.premium'),
      align: 'right',
      nowrap: true,
      cell: (s) => money(s.premium, s),
    },
    {
      id: 'commission',
      header: t('commissions.statements.commission'),
      align: 'right',
      sortable: true,
      nowrap: true,
      cell: (s) => money(s.commission, s),
    },
    {
      id: 'paid',
      header: t('commissions.statements.paid'),
      align: 'right',
      nowrap: true,
      cell: (s) => money(s.paid, s),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      pin: 'end',
      nowrap: true,
      cell: (s) => (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          {(['pdf', 'csv'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              disabled={downloading(s)}
              aria-label={t(
                format === 'pdf'
                  ? 'commissions.statements.downloadPdf'
                  : 'commissions.statements.downloadCsv',
                { agency: s.agencyName, period: period(s) },
              )}
              onClick={() => handleRowDownload(s, format)}
            >
              {t(`commissions.statements.${format}`)}
            </Button>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        tableId="commission-statements"
        label={t('commissions.statements.tableLabel')}
        columns={columns}
        rows={statements.data?.content}
        totalElements={statements.data?.totalElements ?? 0}
        loading={statements.isFetching}
        error={statements.error}
        getRowId={rowId}
        query={query}
        onQueryChange={onQueryChange}
        searchable={provider}
        searchPlaceholder={t('commissions.statements.searchPlaceholder')}
        toolbar={
          <Stack direction="row" spacing={1.5} alignItems="center">
            <ListFilter
              id="statement-billing"
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
            <Button
              variant="contained"
              onClick={() => {
                onNotice(null);
                setDialogOpen(true);
              }}
            >
              {t('commissions.statements.download')}
            </Button>
          </Stack>
        }
      />
      {dialogOpen && (
        <StatementDialog
          provider={provider}
          onDownloaded={() => setDialogOpen(false)}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
