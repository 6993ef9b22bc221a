import type { CalculatorResult, Region } from '@cyber/domain';
import {
  Alert,
  Box,
  Divider,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';

export type PremiumCardProps = {
  result: CalculatorResult | undefined;
  region: Region;
  fetching: boolean;
  error: string | null;
};

/** A label beside an amount: the label wraps, even inside a long word; the amount never does. */
const label = { minWidth: 0, overflowWrap: 'anywhere' } as const;
const amount = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * "Why this premium" in a narrow card: cells 4 px apart, step names wrapping, values on one line.
 */
const breakdownCells = {
  '& .MuiTableCell-root': { px: 0.5 },
  '& .MuiTableCell-root:first-of-type': { pl: 0, ...label },
  '& .MuiTableCell-root:not(:first-of-type)': amount,
} as const;

/**
 * The live premium, "why this premium" step by step, fees, taxes, total and referral reasons.
 * Nothing overflows the card: names wrap, amounts stay whole on their line.
 */
export function PremiumCard({ result, region, fetching, error }: PremiumCardProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, region);
  const line = (text: string, value: number, testId?: string) => (
    <Stack direction="row" justifyContent="space-between" spacing={2} data-testid={testId}>
      <Typography variant="body2" sx={label}>
        {text}
      </Typography>
      <Typography variant="body2" sx={amount}>
        {money(value)}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {fetching && <LinearProgress aria-label={t('quoteCalculator.calculating')} />}
      {error && (
        <Alert severity="error" role="alert">
          {t('quoteCalculator.ratingFailed')} {error}
        </Alert>
      )}
      {result && (
        <>
          <Stack
            direction="row"
            justifyContent="space-between"
            alignItems="baseline"
            spacing={2}
            useFlexGap
            flexWrap="wrap"
          >
            <Typography variant="subtitle1">{t('quoteCalculator.premium')}</Typography>
            <Typography variant="h5" component="p" data-testid="calculator-premium" sx={amount}>
              {money(result.premium)}
            </Typography>
          </Stack>
          <Divider />
          <Typography variant="subtitle2">{t('quoteCalculator.fees')}</Typography>
          {line(t('quoteCalculator.mgaFee'), result.fees.mgaFee)}
          {line(t('quoteCalculator.brokerFee'), result.fees.brokerFee)}
          {result.fees.additionalBrokerFee > 0 &&
            line(t('quoteCalculator.additionalBrokerFee'), result.fees.additionalBrokerFee)}
          <Typography variant="subtitle2">{t('quoteCalculator.taxes')}</Typography>
          {line(t('quoteCalculator.surplusLinesTax'), result.taxes.surplusLinesTax)}
          {line(t('quoteCalculator.stampingFee'), result.taxes.stampingFee)}
          {result.taxes.ipt > 0 && line(t('quoteCalculator.ipt'), result.taxes.ipt)}
          {result.taxes.otherCharges.map((c) => (
            <Stack key={c.name}>{line(c.name, c.amount)}</Stack>
          ))}
          <Divider />
          <Stack
            direction="row"
            justifyContent="space-between"
            alignItems="baseline"
            spacing={2}
            useFlexGap
            flexWrap="wrap"
          >
            <Typography variant="subtitle1">{t('quoteCalculator.total')}</Typography>
            <Typography variant="h5" component="p" data-testid="calculator-total" sx={amount}>
              {money(result.total)}
            </Typography>
          </Stack>
          {!result.eligibility.eligible && (
            <Alert severity="error">
              {t('quoteCalculator.declined')}
              <List dense disablePadding>
                {result.eligibility.reasons.map((r) => (
                  <ListItem key={r.code} disableGutters>
                    {r.message}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {result.referToUnderwriter && (
            <Alert severity="warning" data-testid="refer-reasons">
              {t('quoteCalculator.referReasons')}
              <List dense disablePadding>
                {result.referralReasons.map((r) => (
                  <ListItem key={r.code} disableGutters>
                    {r.message}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('quoteCalculator.why')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('quoteCalculator.why')} sx={breakdownCells}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('quoteCalculator.step')}</TableCell>
                  <TableCell align="right">{t('quoteCalculator.value')}</TableCell>
                  <TableCell align="right">{t('quoteCalculator.runningPremium')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.breakdown.map((step) => (
                  <TableRow key={step.code} title={step.detail}>
                    <TableCell>{step.label}</TableCell>
                    <TableCell align="right">
                      {step.kind === 'FACTOR' ? `× ${step.value.toFixed(3)}` : money(step.value)}
                    </TableCell>
                    <TableCell align="right">{money(step.premium)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
