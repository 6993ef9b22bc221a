import type { InstallmentPlan, Region } from '@cyber/domain';
import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** The terms shown: the view's installment plan, or a premium finance agreement's (same names). */
export type InstallmentPlanTerms = Pick<
  InstallmentPlan,
  | 'financerName'
  | 'downPayment'
  | 'amountFinanced'
  | 'numberOfInstallments'
  | 'installmentAmount'
  | 'firstInstallmentDue'
  | 'installments'
  | 'apr'
  | 'financeCharge'
  | 'totalPaymentAmount'
>;

export type InstallmentPlanDetailsProps = {
  plan: InstallmentPlanTerms;
  /** The region of the policy's currency (money in it). */
  region: Region;
};

/** An APR in basis points as the finance agreement writes it (990 → "9.90 %"). */
export const aprPercent = (bps: number) => (bps / 100).toFixed(2);

/**
 * An installment plan (spec 3 §9): the down payment, the amount financed, how many installments
 * of how much, the first one's due date, and the schedule of all of them. A plan financed at the
 * partner's APR (decision 056) also shows the APR, the finance charge and the total payment
 * amount; plans taken up before it carry none.
 */
export function InstallmentPlanDetails({ plan, region }: InstallmentPlanDetailsProps) {
  const { t } = useTranslation();
  const scheduleId = useId();
  const money = (amount: number) => formatMoney(amount, region);
  return (
    <Stack spacing={2}>
      <DetailList
        items={[
          ...(plan.financerName
            ? [{ label: t('billing.payment.installments.financer'), value: plan.financerName }]
            : []),
          { label: t('billing.payment.installments.downPayment'), value: money(plan.downPayment) },
          {
            label: t('billing.payment.installments.amountFinanced'),
            value: money(plan.amountFinanced),
          },
          {
            label: t('billing.payment.installments.numberOfInstallments'),
            value: plan.numberOfInstallments,
          },
          {
            label: t('billing.payment.installments.installmentAmount'),
            value: money(plan.installmentAmount),
          },
          {
            label: t('billing.payment.installments.firstInstallmentDue'),
            value: formatDate(plan.firstInstallmentDue),
          },
          ...(plan.apr > 0
            ? [
                {
                  label: t('billing.payment.installments.apr'),
                  value: t('billing.financing.aprValue', { apr: aprPercent(plan.apr) }),
                },
                {
                  label: t('billing.payment.installments.financeCharge'),
                  value: money(plan.financeCharge),
                },
                {
                  label: t('billing.payment.installments.totalPaymentAmount'),
                  value: money(plan.totalPaymentAmount),
                },
              ]
            : []),
        ]}
      />
      <Typography id={scheduleId} variant="subtitle2" component="h3">
        {t('billing.payment.installments.schedule')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={scheduleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('billing.payment.installments.number')}</TableCell>
              <TableCell>{t('billing.payment.installments.dueDate')}</TableCell>
              <TableCell align="right">{t('billing.payment.installments.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.installments.map((installment) => (
              <TableRow key={installment.number}>
                <TableCell>{installment.number}</TableCell>
                <TableCell>{formatDate(installment.dueDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(installment.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
