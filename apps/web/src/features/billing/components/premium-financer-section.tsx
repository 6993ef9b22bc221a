import { zodResolver } from '@hookform/resolvers/zod';
import {
  PayPremiumFinancerSchema,
  REGION_SETTINGS,
  type PremiumFinancer,
  type Region,
} from '@cyber/domain';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { premiumFinancerError, usePayPremiumFinancer } from '../api/premium-financers.ts';

export type PremiumFinancerSectionProps = {
  financer: PremiumFinancer;
  policyId: string;
  /** The region of the policy's currency (money in it). */
  region: Region;
  /** Provider staff with billing:manage: they record the financer's payment. */
  staff: boolean;
  /** Once the server recorded the financer's payment: its message. */
  onPaid: (message: string) => void;
};

const STATUS_COLOURS = { RECORDED: 'info', FUNDED: 'success' } as const;

/** An APR in basis points as the region writes a percentage (990 → "9.9%"). */
const aprText = (bps: number, region: Region) =>
  new Intl.NumberFormat(REGION_SETTINGS[region].language, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bps / 10_000);

/**
 * The policy's premium financer (spec 3 §3; decision 055): who, at what APR, how many
 * installments of how much, what it finances and charges, and whether it has paid — with, for
 * staff until it has, "Record financer payment".
 */
export function PremiumFinancerSection({
  financer,
  policyId,
  region,
  staff,
  onPaid,
}: PremiumFinancerSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const pay = usePayPremiumFinancer();
  const money = (amount: number) => formatMoney(amount, region);
  const handleClose = () => {
    setConfirming(false);
    pay.reset();
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} alignItems="flex-start">
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('billing.financer.title')}
      </Typography>
      <Box sx={{ alignSelf: 'stretch' }}>
        <DetailList
          items={[
            { label: t('billing.financer.financer'), value: financer.financerName },
            { label: t('billing.financer.aprLabel'), value: aprText(financer.apr, region) },
            {
              label: t('billing.financer.installments'),
              value: t('billing.financer.installmentsValue', {
                count: financer.numberOfInstallments,
                amount: money(financer.installmentAmount),
              }),
            },
            {
              label: t('billing.financer.amountFinanced'),
              value: money(financer.amountFinanced),
            },
            {
              label: t('billing.financer.financeCharge'),
              value: money(financer.financeCharge),
            },
            {
              label: t('billing.financer.status'),
              value: (
                <Stack direction="row" spacing={1} alignItems="center" component="span">
                  <Chip
                    size="small"
                    color={STATUS_COLOURS[financer.status]}
                    label={t(`billing.financer.statuses.${financer.status}`)}
                  />
                  {financer.fundedAt && (
                    <span>
                      {t('billing.financer.fundedOn', {
                        date: formatDate(financer.fundedAt, region),
                      })}
                    </span>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      </Box>
      {staff && financer.status === 'RECORDED' && (
        <Button variant="outlined" onClick={() => setConfirming(true)}>
          {t('billing.financer.recordPayment')}
        </Button>
      )}
      {staff && confirming && (
        <FinancerPaymentDialog
          financerName={financer.financerName}
          amountFinanced={money(financer.amountFinanced)}
          pending={pay.isPending}
          error={pay.isError ? premiumFinancerError(pay.error) : undefined}
          onClose={handleClose}
          onSubmit={(reference) =>
            pay.mutate(
              { policyId, ...(reference ? { reference } : {}) },
              {
                onSuccess: ({ message }) => {
                  handleClose();
                  onPaid(message);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}

const PaymentFormSchema = PayPremiumFinancerSchema.pick({ reference: true });
type PaymentForm = z.input<typeof PaymentFormSchema>;

type FinancerPaymentDialogProps = {
  financerName: string;
  /** The amount financed, formatted. */
  amountFinanced: string;
  pending: boolean;
  error?: string | undefined;
  /** The financer's reference for its check or wire, when one was given. */
  onSubmit: (reference: string | undefined) => void;
  onClose: () => void;
};

/** Confirms that the financer paid the amount financed, with its reference if there is one. */
function FinancerPaymentDialog({
  financerName,
  amountFinanced,
  pending,
  error,
  onSubmit,
  onClose,
}: FinancerPaymentDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<PaymentForm>({
    resolver: zodResolver(PaymentFormSchema),
    mode: 'onTouched',
    defaultValues: { reference: '' },
  });
  return (
    <FormDialog
      open
      maxWidth="xs"
      title={t('billing.financer.payTitle', { financer: financerName })}
      error={error}
      pending={pending}
      submitLabel={t('billing.tools.record')}
      cancelLabel={t('billing.tools.cancel')}
      onSubmit={handleSubmit((values) => onSubmit(values.reference?.trim() || undefined))}
      onClose={onClose}
    >
      <Typography variant="body2">
        {t('billing.financer.payIntro', { financer: financerName, amount: amountFinanced })}
      </Typography>
      <FormTextField
        control={control}
        name="reference"
        id="financer-payment-reference"
        label={t('billing.financer.reference')}
        helperText={t('billing.financer.referenceHelp')}
      />
    </FormDialog>
  );
}
