import {
  regionOfCurrency,
  COMMISSION_MESSAGES,
  type CommissionPayout,
  type OutstandingCommission,
} from '@cyber/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useOutstanding } from '../api/get-outstanding.ts';
import { CommissionPaymentDialog } from './commission-payment-dialog.tsx';
import { CommissionRatesDialog } from './commission-rates-dialog.tsx';
import { PayoutHistory } from './payout-history.tsx';

export type OutstandingTabProps = {
  /** Provider staff: every agency, searchable by name. An agency sees its own row. */
  provider: boolean;
  /** Provider staff who manage billing: pay commission and set an agency's rates. */
  canManage: boolean;
  onNotice: (notice: Notice | null) => void;
};

type Dialog = 'pay' | 'rates';

/**
 * What the provider owes each agency: commission earned, paid, outstanding, the part held and
 * what can be paid now, whether payments to it are paused and the account it is paid to; a row's
 * details list the payouts. Staff who manage billing pay commission and set the agency's rates.
 */
export function OutstandingTab({ provider, canManage, onNotice }: OutstandingTabProps) {
  const { t } = useTranslation();
  const { query, onQueryChange } = useTableQuery();
  const outstanding = useOutstanding({
    page: query.page,
    size: query.size,
    search: provider ? query.search : undefined,
  });
  const dialogs = useDialogState<Dialog, OutstandingCommission>();
  const paying = dialogs.targetOf('pay');
  const rating = dialogs.targetOf('rates');
  const money = (amount: number, o: OutstandingCommission) =>
    formatMoney(amount, regionOfCurrency(o.currency));

  const handlePaid = (payout: CommissionPayout) => {
    dialogs.close();
    onNotice(
      payout.status === 'PAID'
        ? {
            message: COMMISSION_MESSAGES.payoutSent(
              formatMoney(payout.amount, regionOfCurrency(payout.currency)),
              payout.agencyName,
            ),
            severity: 'success',
          }
        : {
            message: payout.failureMessage ?? COMMISSION_MESSAGES.payoutFailed,
            severity: 'error',
          },
    );
  };

  const amountColumn = (
    id: 'earned' | 'paid' | 'outstanding' | 'held' | 'payable',
  ): DataTableColumn<OutstandingCommission> => ({
    id,
    header: t(`commissions.outstanding.${id}`),
    align: 'right',
    nowrap: true,
    cell: (o) => money(o[id], o),
  });

  const columns: DataTableColumn<OutstandingCommission>[] = [
    {
      id: 'agencyName',
      header: t('commissions.agency'),
      hideable: false,
      cell: (o) => o.agencyName,
      truncate: { width: 200, text: (o) => o.agencyName },
    },
    amountColumn('earned'),
    amountColumn('paid'),
    amountColumn('outstanding'),
    amountColumn('held'),
    amountColumn('payable'),
    {
      id: 'paymentsPaused',
      header: t('commissions.outstanding.paymentsPaused'),
      cell: (o) => (
        <Chip
          size="small"
          color={o.paymentsPaused ? 'warning' : 'default'}
          label={t(
            o.paymentsPaused ? 'commissions.outstanding.paused' : 'commissions.outstanding.active',
          )}
        />
      ),
    },
    {
      id: 'payoutAccount',
      header: t('commissions.outstanding.payoutAccount'),
      nowrap: true,
      cell: (o) =>
        o.payoutAccount
          ? t('commissions.outstanding.accountOf', o.payoutAccount)
          : t('commissions.outstanding.noAccount'),
    },
    {
      id: 'lastPaidAt',
      header: t('commissions.outstanding.lastPaid'),
      nowrap: true,
      cell: (o) => formatDate(o.lastPaidAt, regionOfCurrency(o.currency)) ?? t('commissions.none'),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            hideable: false,
            align: 'right' as const,
            pin: 'end' as const,
            cell: (o: OutstandingCommission) => (
              <RowActionsMenu
                name={o.agencyName}
                items={[
                  {
                    label: t('commissions.outstanding.pay'),
                    disabled: o.payable <= 0,
                    onClick: () => {
                      onNotice(null);
                      dialogs.open('pay', o);
                    },
                  },
                  {
                    label: t('commissions.outstanding.rates'),
                    onClick: () => {
                      onNotice(null);
                      dialogs.open('rates', o);
                    },
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        tableId="commission-outstanding"
        label={t('commissions.outstanding.tableLabel')}
        columns={columns}
        rows={outstanding.data?.content}
        totalElements={outstanding.data?.totalElements ?? 0}
        loading={outstanding.isFetching}
        error={outstanding.error}
        getRowId={(o) => o.agencyId}
        query={query}
        onQueryChange={onQueryChange}
        searchable={provider}
        searchPlaceholder={t('commissions.outstanding.searchPlaceholder')}
        renderExpanded={(o) => <PayoutHistory agencyId={o.agencyId} agencyName={o.agencyName} />}
      />
      {paying && (
        <CommissionPaymentDialog agency={paying} onPaid={handlePaid} onClose={dialogs.close} />
      )}
      {rating && (
        <CommissionRatesDialog
          agencyId={rating.agencyId}
          agencyName={rating.agencyName}
          onSaved={() => {
            dialogs.close();
            onNotice({ message: COMMISSION_MESSAGES.ratesSaved, severity: 'success' });
          }}
          onClose={dialogs.close}
        />
      )}
    </>
  );
}
