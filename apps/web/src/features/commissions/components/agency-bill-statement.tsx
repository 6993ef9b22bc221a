import {
  AGENCY_BILL_MESSAGES,
  AGENCY_BILL_STATUS_LABELS,
  COMMISSION_MESSAGES,
  regionOfCurrency,
  statementYears,
  type AgencyBillLine,
  type AgencyBillStatement,
} from '@cyber/domain';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useDownloadAgencyBill } from '../api/download-statement.ts';
import { useAgencyBillStatement } from '../api/get-agency-bill-statement.ts';
import { monthLabel, MONTHS, previousMonthOf } from './period.ts';
import { RemittanceDialog } from './remittance-dialog.tsx';

export type AgencyBillStatementSectionProps = {
  /** The agency provider staff picked; undefined: an agency reads its own. */
  agencyId: string | undefined;
  /** Provider staff who manage billing: record the remittance of a statement due. */
  canManage: boolean;
  onNotice: (notice: Notice | null) => void;
};

type Period = { year: number; month: number };

/**
 * An agency's agency bill statement of the month picked (the previous month at first): its
 * agency-billed invoices with their total, the commission the agency keeps and the net it
 * remits, then the statement's figures, due date and status, and its remittance once recorded.
 * Staff who manage billing record the remittance of a statement due or overdue.
 */
export function AgencyBillStatementSection({
  agencyId,
  canManage,
  onNotice,
}: AgencyBillStatementSectionProps) {
  const { t, i18n } = useTranslation();
  /** Today, as the tab opened: the years offered and the month shown first. */
  const [today] = useState(() => new Date());
  const years = useMemo(() => statementYears(today), [today]);
  const { control } = useForm<Period>({ defaultValues: previousMonthOf(today) });
  const [year, month] = useWatch({ control, name: ['year', 'month'] });
  const statement = useAgencyBillStatement({ year, month, agencyId });
  const [recording, setRecording] = useState(false);
  const download = useDownloadAgencyBill();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 480 }}>
        <FormSelectField
          control={control}
          name="year"
          id="agency-bill-year"
          label={t('commissions.agencyBills.year')}
          options={years}
          optionLabel={String}
          parse={Number}
          onPicked={() => onNotice(null)}
        />
        <FormSelectField
          control={control}
          name="month"
          id="agency-bill-month"
          label={t('commissions.agencyBills.month')}
          options={MONTHS}
          optionLabel={(m) => monthLabel(m, i18n.language)}
          parse={Number}
          onPicked={() => onNotice(null)}
        />
      </Stack>
      {statement.data === null ? (
        <Alert severity="info" role="status">
          {AGENCY_BILL_MESSAGES.statementNotFound}
        </Alert>
      ) : (
        <StatementTable
          key={`${agencyId ?? 'own'}:${year}-${month}`}
          statement={statement.data}
          loading={statement.isFetching}
          error={statement.isError ? COMMISSION_MESSAGES.statementFailed : null}
        />
      )}
      {statement.data && (
        <StatementSummary
          statement={statement.data}
          canRecord={canManage && !!agencyId}
          downloading={download.isPending}
          onDownload={() => {
            onNotice(null);
            download.mutate(
              { year, month, agencyId },
              { onError: (error) => onNotice({ message: error.message, severity: 'error' }) },
            );
          }}
          onRecord={() => {
            onNotice(null);
            setRecording(true);
          }}
        />
      )}
      {recording && statement.data && (
        <RemittanceDialog
          statement={statement.data}
          onRecorded={({ message }) => {
            setRecording(false);
            onNotice({ message, severity: 'success' });
          }}
          onClose={() => setRecording(false)}
        />
      )}
    </Stack>
  );
}

type StatementTableProps = {
  statement: AgencyBillStatement | undefined;
  loading: boolean;
  error: string | null;
};

/** The statement's invoices, a page at a time (the statement comes whole; a new one: page 1). */
function StatementTable({ statement, loading, error }: StatementTableProps) {
  const { t } = useTranslation();
  const { query, onQueryChange } = useTableQuery();
  const lines = statement?.lines;
  const region = regionOfCurrency(statement?.currency ?? 'USD');
  const money = (amount: number) => formatMoney(amount, region);
  const amount = (id: 'total' | 'commission' | 'net'): DataTableColumn<AgencyBillLine> => ({
    id,
    header: t(`commissions.agencyBills.${id}`),
    align: 'right',
    nowrap: true,
    cell: (l) => money(l[id]),
  });

  const columns: DataTableColumn<AgencyBillLine>[] = [
    {
      id: 'invoiceNumber',
      header: t('commissions.agencyBills.invoiceNumber'),
      hideable: false,
      nowrap: true,
      cell: (l) => l.invoiceNumber,
    },
    {
      id: 'policyNumber',
      header: t('commissions.agencyBills.policyNumber'),
      nowrap: true,
      cell: (l) => l.policyNumber,
    },
    {
      id: 'companyName',
      header: t('commissions.agencyBills.insured'),
      cell: (l) => l.companyName,
      truncate: { width: 200, text: (l) => l.companyName },
    },
    {
      id: 'created',
      header: t('commissions.agencyBills.date'),
      nowrap: true,
      cell: (l) => formatDate(l.created, region),
    },
    amount('total'),
    amount('commission'),
    amount('net'),
    {
      id: 'settled',
      header: t('commissions.agencyBills.settled'),
      cell: (l) => (
        <Chip
          size="small"
          color={l.settled ? 'success' : 'default'}
          label={t(l.settled ? 'commissions.agencyBills.yes' : 'commissions.agencyBills.no')}
        />
      ),
    },
  ];

  const from = query.page * query.size;
  return (
    <DataTable
      tableId="agency-bill-statement"
      label={t('commissions.agencyBills.tableLabel')}
      columns={columns}
      rows={lines?.slice(from, from + query.size)}
      totalElements={lines?.length ?? 0}
      loading={loading}
      error={error}
      getRowId={(l) => l.invoiceId}
      query={query}
      onQueryChange={onQueryChange}
      searchable={false}
    />
  );
}

type StatementSummaryProps = {
  statement: AgencyBillStatement;
  canRecord: boolean;
  onRecord: () => void;
  downloading: boolean;
  onDownload: () => void;
};

/** The statement's figures, due date and status; its remittance, or the button to record it. */
function StatementSummary({
  statement,
  canRecord,
  onRecord,
  downloading,
  onDownload,
}: StatementSummaryProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(statement.currency);
  const money = (amount: number) => formatMoney(amount, region);
  const { remittance, status } = statement;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} alignItems="flex-start">
        <DetailList
          items={[
            { label: t('commissions.agencyBills.total'), value: money(statement.total) },
            { label: t('commissions.agencyBills.commission'), value: money(statement.commission) },
            { label: t('commissions.agencyBills.net'), value: money(statement.net) },
            {
              label: t('commissions.agencyBills.dueOn'),
              value: formatDate(statement.dueOn, region),
            },
            {
              label: t('commissions.agencyBills.status'),
              value: AGENCY_BILL_STATUS_LABELS[status],
            },
          ]}
        />
        {status === 'REMITTED' && remittance && (
          <Typography>
            {t('commissions.agencyBills.remitted', {
              amount: money(remittance.amount),
              method: t(`commissions.agencyBills.methods.${remittance.method}`),
              reference: remittance.reference,
              date: formatDate(remittance.created, region),
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          {canRecord && (status === 'DUE' || status === 'OVERDUE') && (
            <Button variant="contained" onClick={onRecord}>
              {t('commissions.agencyBills.record')}
            </Button>
          )}
          <Button variant="outlined" onClick={onDownload} disabled={downloading}>
            {t('commissions.agencyBills.download')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
