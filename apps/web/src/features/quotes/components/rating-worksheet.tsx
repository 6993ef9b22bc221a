import { regionOfCurrency } from '@cyber/domain';
import type { QuoteView, RatingResult, Region } from '@cyber/domain';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/** "Why this premium": each step of the rating worksheet and the premium after it. */
export function RatingBreakdownTable({ rating, region }: { rating: RatingResult; region: Region }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('quotes.detail.breakdown')}>
      <TableBody>
        {rating.breakdown.map((s, i) => (
          <TableRow key={`${s.code}-${i}`}>
            <TableCell>
              <Typography variant="body2">{s.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {s.detail}
              </Typography>
            </TableCell>
            <TableCell align="right">
              {s.kind === 'FACTOR' ? `× ${s.value.toFixed(3)}` : formatMoney(s.value, region)}
            </TableCell>
            <TableCell align="right">{formatMoney(s.premium, region)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The premium, the fees and taxes when there are any, and the total. */
export function QuoteChargesTable({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation();
  const region = regionOfCurrency(quote.currency);
  const terms = quote.terms ?? quote.rating;
  return (
    <Table size="small" aria-label={t('quotes.detail.charges')}>
      <TableBody>
        <TableRow>
          <TableCell>{t('quotes.detail.premium')}</TableCell>
          <TableCell align="right">{formatMoney(quote.premium, region)}</TableCell>
        </TableRow>
        {terms && terms.fees.total > 0 && (
          <TableRow>
            <TableCell>{t('quotes.detail.fees')}</TableCell>
            <TableCell align="right">{formatMoney(terms.fees.total, region)}</TableCell>
          </TableRow>
        )}
        {terms && terms.taxes.total > 0 && (
          <TableRow>
            <TableCell>{t('quotes.detail.taxes')}</TableCell>
            <TableCell align="right">{formatMoney(terms.taxes.total, region)}</TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{t('quotes.detail.total')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatMoney(quote.totalPremium, region)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
