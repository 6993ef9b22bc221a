import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMISSION_MESSAGES,
  MAX_COMMISSION_RATE_BPS,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type CommissionRates,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { actionFailure } from '../../underwriting/index.ts';
import { useCommissionRates } from '../api/get-commission-rates.ts';
import { useSaveCommissionRates } from '../api/save-commission-rates.ts';

export type CommissionRatesDialogProps = {
  agencyId: string;
  agencyName: string;
  onSaved: () => void;
  onClose: () => void;
};

/** A percentage as typed ("15", "12.5") in basis points; NaN when it is not a number. */
const bpsOf = (percent: string) => {
  const text = percent.trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
};

/** Each product's rate as a percentage, 0 to 50 with at most two decimals (whole basis points). */
const RatesFormSchema = z.object({
  rates: z.array(
    z.object({
      product: z.enum(PRODUCT_CODES),
      percent: z.string().refine((v) => {
        const bps = bpsOf(v);
        return !Number.isNaN(bps) && bps <= MAX_COMMISSION_RATE_BPS;
      }, COMMISSION_MESSAGES.rateRange),
    }),
  ),
});
type RatesForm = z.infer<typeof RatesFormSchema>;

const formOf = (rates: CommissionRates | undefined): RatesForm | undefined =>
  rates && {
    rates: rates.rates.map((r) => ({ product: r.product, percent: String(r.rateBps / 100) })),
  };

/**
 * An agency's commission rates (provider staff): one per product, shown and typed as percentages
 * (the API's basis points / 100), saved together.
 */
export function CommissionRatesDialog({
  agencyId,
  agencyName,
  onSaved,
  onClose,
}: CommissionRatesDialogProps) {
  const { t } = useTranslation();
  const rates = useCommissionRates(agencyId);
  const save = useSaveCommissionRates();
  const { control, handleSubmit } = useForm<RatesForm>({
    resolver: zodResolver(RatesFormSchema),
    mode: 'onTouched',
    values: formOf(rates.data),
  });

  const handleSave = (values: RatesForm) =>
    save.mutate(
      {
        agencyId,
        body: {
          rates: values.rates.map((r) => ({ product: r.product, rateBps: bpsOf(r.percent) })),
        },
      },
      { onSuccess: onSaved },
    );

  return (
    <FormDialog
      open
      title={t('commissions.rates.title', { agency: agencyName })}
      error={
        actionFailure(save.error, COMMISSION_MESSAGES.genericError) ??
        (rates.error ? rates.error.message : undefined)
      }
      pending={save.isPending}
      submitDisabled={!rates.data}
      submitLabel={t('commissions.rates.save')}
      cancelLabel={t('commissions.rates.cancel')}
      onSubmit={handleSubmit(handleSave)}
      onClose={onClose}
    >
      <Typography variant="body2">{t('commissions.rates.intro')}</Typography>
      {rates.isPending && (
        <Typography color="text.secondary">{t('commissions.rates.loading')}</Typography>
      )}
      {rates.data?.rates.map((rate, index) => (
        <FormTextField
          key={rate.product}
          control={control}
          name={`rates.${index}.percent`}
          id={`commission-rate-${rate.product}`}
          label={t('commissions.rates.rate', { product: PRODUCT_NAMES[rate.product] })}
          helperText={rate.isDefault ? t('commissions.rates.default') : undefined}
          required
          inputProps={{ inputMode: 'decimal' }}
        />
      ))}
    </FormDialog>
  );
}
