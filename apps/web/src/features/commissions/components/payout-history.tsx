import { regionOfCurrency } from '@cyber/domain';
import type { CommissionPayout } from '@cyber/domain';
import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { usePayouts } from '../api/get-payouts.ts';

export type PayoutHistoryProps = { agencyId: string; agencyName: string };

/** The commission paid out to one agency, newest first (an outstanding balance's details). */
export function PayoutHistory({ agencyId, agencyName }: PayoutHistoryProps) {
  const { t } = useTranslation();
  const payouts = usePayouts(agencyId);
  const label = `${t('commissions.outstanding.payouts')}: ${agencyName}`;
  if (payouts.error)
    return (
      <Alert severity="error" role="alert">
        {payouts.error.message}
      </Alert>
    );
  if (!payouts.data) return <Typography color="text.secondary">{t('common.loading')}</Typography>;
  if (payouts.data.length === 0)
    return <Typography color="text.secondary">{t('commissions.outstanding.noPayouts')}</Typography>;
  const money = (p: CommissionPayout) => formatMoney(p.amount, regionOfCurrency(p.currency));
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('commissions.outstanding.payouts')}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('commissions.outstanding.payoutDate')}</TableCell>
            <TableCell align="right">{t('commissions.outstanding.payoutAmount')}</TableCell>
            <TableCell>{t('commissions.outstanding.payoutStatus')}</TableCell>
            <TableCell>{t('commissions.outstanding.payoutDescription')}</TableCell>
            <TableCell>{t('commissions.outstanding.payoutReference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts.data.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{formatDateTime(p.created, regionOfCurrency(p.currency))}</TableCell>
              <TableCell align="right">{money(p)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={p.status === 'PAID' ? 'success' : 'error'}
                  label={t(`commissions.outstanding.payoutStatuses.${p.status}`)}
                />
              </TableCell>
              <TableCell>{p.failureMessage ?? p.description}</TableCell>
              <TableCell>{p.reference}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
