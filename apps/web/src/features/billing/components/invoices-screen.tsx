import { regionOfCurrency, PRODUCT_NAMES, type Invoice, type InvoiceStatus } from '@cyber/domain';
import { Box, Button, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useDownloadInvoice } from '../api/search-invoices.ts';
import { LedgerStatus } from './ledger-status.tsx';
import { PayAllPolicies } from './pay-all-policies.tsx';
import { useInvoices } from '../api/search-invoices.ts';

const STATUS_COLOURS: Record<InvoiceStatus, ChipProps['color']> = {
  OPEN: 'warning',
  PAID: 'success',
  CREDIT: 'info',
};

export type InvoicesScreenProps = {
  /** Provider staff: every agency's invoices, with an Agency column. */
  provider: boolean;
};

/**
 * Billing ({base}/billing; decision 051): the caller's invoices, newest first — the binder's
 * invoice raised at binding and an adjustment (or a credit) for each premium-bearing
 * transaction — with the total, what is still owed and when it is due, searchable by invoice
 * number, policy number or company. A policyholder may pay what it owes on all its policies at
 * once (decision 060).
 */
export function InvoicesScreen({ provider }: InvoicesScreenProps) {
  const { t } = useTranslation();
  const { me, persona, permissions } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadInvoice();
  const { query, onQueryChange } = useTableQuery({ size: 20, sort: 'created,desc' });
  const invoices = useInvoices({
    page: query.page,
    size: query.size,
    ...(query.search ? { search: query.search } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  });
  const money = (amount: number, i: Invoice) => formatMoney(amount, regionOfCurrency(i.currency));

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'invoiceNumber',
      header: t('billing.invoiceNumber'),
      hideable: false,
      sortable: true,
      nowrap: true,
      cell: (i) => i.invoiceNumber,
    },
    {
      id: 'companyName',
      header: t('billing.company'),
      cell: (i) => i.companyName,
      truncate: { width: 180, text: (i) => i.companyName },
    },
    {
      id: 'policyNumber',
      header: t('billing.policyNumber'),
      nowrap: true,
      cell: (i) => `${i.policyNumber} · ${PRODUCT_NAMES[i.product]}`,
    },
    { id: 'kind', header: t('billing.kind'), cell: (i) => t(`billing.kinds.${i.kind}`) },
    {
      id: 'total',
      header: t('billing.total'),
      align: 'right',
      sortable: true,
      nowrap: true,
      cell: (i) => money(i.total, i),
    },
    {
      id: 'balance',
      header: t('billing.balance'),
      align: 'right',
      nowrap: true,
      cell: (i) => money(i.balance, i),
    },
    {
      id: 'status',
      header: t('billing.status'),
      cell: (i) => (
        <Chip
          size="small"
          color={STATUS_COLOURS[i.status]}
          label={t(`billing.statuses.${i.status}`)}
        />
      ),
    },
    {
      id: 'dueDate',
      header: t('billing.dueDate'),
      sortable: true,
      nowrap: true,
      cell: (i) => formatDate(i.dueDate),
    },
    ...(provider
      ? [
          {
            id: 'agencyName',
            header: t('billing.agency'),
            cell: (i: Invoice) => i.agencyName ?? '—',
            truncate: { width: 140, text: (i: Invoice) => i.agencyName ?? '' },
          },
        ]
      : []),
    {
      // The invoice's PDF; an open invoice is paid on its policy's payment page.
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      pin: 'end',
      nowrap: true,
      cell: (i) => (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button
            size="small"
            disabled={download.isPending && download.variables?.id === i.id}
            aria-label={t('billing.downloadInvoice', { invoice: i.invoiceNumber })}
            onClick={() =>
              download.mutate(i, {
                onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
              })
            }
          >
            {t('billing.pdf')}
          </Button>
          {i.status === 'OPEN' && (
            <Button
              size="small"
              variant="outlined"
              href={paths.persona.accountantPayment(persona, i.policyId)}
              aria-label={t('billing.payInvoice', { invoice: i.invoiceNumber })}
            >
              {t('billing.pay')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('billing.title')}
      </Typography>
      {provider && permissions.includes('billing:manage') && <LedgerStatus />}
      {persona === 'customer' && <PayAllPolicies accountId={me.account.id} />}
      <DataTable
        tableId="invoices"
        label={t('billing.tableLabel')}
        columns={columns}
        rows={invoices.data?.content}
        totalElements={invoices.data?.totalElements ?? 0}
        totalIsCapped={invoices.data?.totalIsCapped ?? false}
        loading={invoices.isFetching}
        error={invoices.error}
        getRowId={(i) => i.id}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={[20, 50, 100]}
        searchPlaceholder={t('billing.searchPlaceholder')}
      />
    </Box>
  );
}
