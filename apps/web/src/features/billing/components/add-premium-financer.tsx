import { zodResolver } from '@hookform/resolvers/zod';
import {
  aprBpsOf,
  FINANCER_CALCULATION_DEBOUNCE_MS,
  financerTerms,
  minorUnitsOf,
  PREMIUM_FINANCER_MESSAGES,
  PremiumFinancerFormSchema,
  REGION_SETTINGS,
  type CreatePremiumFinancer,
  type FinancerTerms,
  type PremiumFinancerForm,
  type Region,
} from '@cyber/domain';
import { Button, InputAdornment, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { premiumFinancerError, useCreatePremiumFinancer } from '../api/premium-financers.ts';

export type AddPremiumFinancerProps = {
  policyId: string;
  /** What is due now: the premium the financer finances, less the down payment. */
  amountDue: number;
  /** The region of the policy's currency (money in it). */
  region: Region;
  /** Once the server recorded the financer: its message. */
  onAdded: (message: string) => void;
};

/**
 * "Add premium financer" (spec 3 §2, §8, §9; staff): the button and its dialog. What the server
 * answers is passed on; a refusal stays in the dialog.
 */
export function AddPremiumFinancer({
  policyId,
  amountDue,
  region,
  onAdded,
}: AddPremiumFinancerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreatePremiumFinancer();
  const handleClose = () => {
    setOpen(false);
    create.reset();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('billing.financer.add')}
      </Button>
      {open && (
        <PremiumFinancerDialog
          totalPremium={amountDue}
          region={region}
          pending={create.isPending}
          error={create.isError ? premiumFinancerError(create.error) : undefined}
          onClose={handleClose}
          onSubmit={(body) =>
            create.mutate(
              { policyId, ...body },
              {
                onSuccess: ({ message }) => {
                  handleClose();
                  onAdded(message);
                },
              },
            )
          }
        />
      )}
    </>
  );
}

const TermsInputSchema = PremiumFinancerFormSchema.omit({ financerName: true });
type TermsInput = Omit<PremiumFinancerForm, 'financerName'>;

/** The terms of what was typed; null while unreadable, 'too-large' when nothing is left to finance. */
function termsOf(totalPremium: number, input: TermsInput): FinancerTerms | 'too-large' | null {
  const parsed = TermsInputSchema.safeParse(input);
  if (!parsed.success) return null;
  const downPayment = minorUnitsOf(parsed.data.downPayment);
  if (downPayment >= totalPremium) return 'too-large';
  return financerTerms({
    totalPremium,
    downPayment,
    aprBps: aprBpsOf(parsed.data.apr),
    installments: Number(parsed.data.numberOfInstallments),
  });
}

type PremiumFinancerDialogProps = {
  totalPremium: number;
  region: Region;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (body: Omit<CreatePremiumFinancer, 'policyId'>) => void;
  onClose: () => void;
};

/**
 * The financer's name and terms (all four required). The amounts are worked out in the browser
 * once the inputs have been still for FINANCER_CALCULATION_DEBOUNCE_MS, and Add waits for them:
 * what is sent is what was shown (the server checks it against what is due).
 */
function PremiumFinancerDialog({
  totalPremium,
  region,
  pending,
  error,
  onSubmit,
  onClose,
}: PremiumFinancerDialogProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, region);
  const { control, handleSubmit } = useForm<PremiumFinancerForm>({
    resolver: zodResolver(PremiumFinancerFormSchema),
    mode: 'onTouched',
    defaultValues: { financerName: '', downPayment: '', apr: '', numberOfInstallments: '' },
  });
  const [downPayment, apr, numberOfInstallments] = useWatch({
    control,
    name: ['downPayment', 'apr', 'numberOfInstallments'],
  });
  const typed = JSON.stringify([downPayment, apr, numberOfInstallments]);
  const settled = useDebouncedValue(typed, FINANCER_CALCULATION_DEBOUNCE_MS);
  const calculating = settled !== typed;
  // Any change voids the last calculation until the inputs settle again.
  const calculation = useMemo(
    () => (calculating ? null : termsOf(totalPremium, { downPayment, apr, numberOfInstallments })),
    [calculating, totalPremium, downPayment, apr, numberOfInstallments],
  );
  const terms = calculation === 'too-large' ? null : calculation;

  return (
    <FormDialog
      open
      title={t('billing.financer.addTitle')}
      error={error}
      pending={pending}
      submitLabel={t('billing.financer.submit')}
      cancelLabel={t('billing.tools.cancel')}
      submitDisabled={!terms}
      onSubmit={handleSubmit(
        (values) =>
          terms &&
          onSubmit({
            financerName: values.financerName,
            downPayment: terms.downPayment,
            apr: aprBpsOf(values.apr),
            numberOfInstallments: Number(values.numberOfInstallments),
            amountFinanced: terms.amountFinanced,
            installmentAmount: terms.installmentAmount,
            totalPremium: terms.totalPremium,
          }),
      )}
      onClose={onClose}
    >
      <Typography variant="body2">{t('billing.financer.intro')}</Typography>
      <FormTextField
        control={control}
        name="financerName"
        id="financer-name"
        label={t('billing.financer.name')}
        required
      />
      <FormTextField
        control={control}
        name="downPayment"
        id="financer-down-payment"
        label={t('billing.financer.downPayment')}
        required
        inputProps={{ inputMode: 'decimal' }}
        startAdornment={
          <InputAdornment position="start">{REGION_SETTINGS[region].currencySymbol}</InputAdornment>
        }
      />
      <FormTextField
        control={control}
        name="apr"
        id="financer-apr"
        label={t('billing.financer.apr')}
        required
        inputProps={{ inputMode: 'decimal' }}
      />
      <FormTextField
        control={control}
        name="numberOfInstallments"
        id="financer-installments"
        label={t('billing.financer.numberOfInstallments')}
        required
        inputProps={{ inputMode: 'numeric' }}
      />
      <TextInput
        id="financer-total-premium"
        label={t('billing.financer.totalPremium')}
        value={money(totalPremium)}
        readOnly
      />
      <TextInput
        id="financer-amount-financed"
        label={t('billing.financer.amountFinanced')}
        value={terms ? money(terms.amountFinanced) : ''}
        readOnly
      />
      <TextInput
        id="financer-installment-amount"
        label={t('billing.financer.installmentAmount')}
        value={terms ? money(terms.installmentAmount) : ''}
        readOnly
        error={calculation === 'too-large'}
        helperText={
          calculation === 'too-large'
            ? PREMIUM_FINANCER_MESSAGES.downPaymentTooLarge
            : calculating
              ? t('billing.financer.calculating')
              : undefined
        }
      />
    </FormDialog>
  );
}
