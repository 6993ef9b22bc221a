import { regionOfCurrency, type AgencyBillStats } from '@cyber/domain';
import { Alert, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useAgencyBillStats } from '../api/get-agency-bill-stats.ts';

export type AgencyBillStatsTilesProps = {
  /** The agency provider staff picked; undefined: an agency's own, or staff across every agency. */
  agencyId: string | undefined;
  /** An agency reading its own book: it is told whether it bills its clients. */
  own: boolean;
};

type CurrencyStats = AgencyBillStats['stats'][number];
type Tile = { id: string; label: string; value: string; detail: string; warn?: boolean };

/**
 * The agency bill book as tiles, one row per currency: the open invoices, the net due on them,
 * the statements overdue and the net remitted this year. An agency is also told whether it bills
 * its clients or is on direct bill.
 */
export function AgencyBillStatsTiles({ agencyId, own }: AgencyBillStatsTilesProps) {
  const { t } = useTranslation();
  const stats = useAgencyBillStats(agencyId);

  if (stats.error)
    return (
      <Alert severity="error" role="alert">
        {stats.error.message}
      </Alert>
    );
  const billing = stats.data?.agencyBilling;
  const rows = stats.data?.stats;
  return (
    <Stack spacing={2}>
      {own && typeof billing === 'boolean' && (
        <Typography>
          {t(
            billing
              ? 'commissions.agencyBills.ownAgencyBills'
              : 'commissions.agencyBills.ownDirectBill',
          )}
        </Typography>
      )}
      {!rows ? (
        <Skeleton variant="rounded" height={96} aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('commissions.agencyBills.stats.none')}</Typography>
      ) : (
        rows.map((row) => <CurrencyTiles key={row.currency} row={row} />)
      )}
    </Stack>
  );
}

function CurrencyTiles({ row }: { row: CurrencyStats }) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(row.currency);
  const money = (amount: number) => formatMoney(amount, region);
  const tiles: Tile[] = [
    {
      id: 'openInvoices',
      label: t('commissions.agencyBills.stats.openInvoices'),
      value: String(row.openInvoices),
      detail: t('commissions.agencyBills.stats.openTotal', { total: money(row.total) }),
    },
    {
      id: 'netDue',
      label: t('commissions.agencyBills.stats.netDue'),
      value: money(row.net),
      detail: row.nextDue
        ? t('commissions.agencyBills.stats.nextDue', {
            date: formatDate(row.nextDue.dueOn, region),
          })
        : t('commissions.agencyBills.stats.nothingDue'),
    },
    {
      id: 'overdue',
      label: t('commissions.agencyBills.stats.overdue'),
      value: money(row.overdueNet),
      detail: t('commissions.agencyBills.stats.overdueStatements', {
        count: row.overdueStatements,
      }),
      warn: row.overdueStatements > 0,
    },
    {
      id: 'remittedThisYear',
      label: t('commissions.agencyBills.stats.remittedThisYear'),
      value: money(row.remittedThisYear),
      detail: '',
    },
  ];
  return (
    <Grid
      container
      spacing={2}
      role="group"
      aria-label={t('commissions.agencyBills.stats.inCurrency', { currency: row.currency })}
    >
      {tiles.map((tile) => (
        <Grid key={tile.id} size={{ xs: 6, md: 3 }}>
          <Card
            variant="outlined"
            role="group"
            aria-labelledby={`${id}-${tile.id}`}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography id={`${id}-${tile.id}`} variant="body2" color="text.secondary">
                {tile.label}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                data-testid={`agency-bill-${tile.id}`}
                color={tile.warn ? 'error' : 'text.primary'}
              >
                {tile.value}
              </Typography>
              {tile.detail && (
                <Typography variant="body2" color="text.secondary">
                  {tile.detail}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
