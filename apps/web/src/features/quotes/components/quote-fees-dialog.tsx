import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  QUOTE_FEE_MESSAGES,
  QuoteFeesFormSchema,
  type QuoteFeesForm,
  type QuoteView,
} from '@cyber/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { useSetQuoteFees } from '../api/update-quote.ts';

export type QuoteFeesDialogProps = {
  quote: QuoteView;
  /** Provider staff: the MGA fee too. */
  provider: boolean;
  onDone: (message: string) => void;
  onClose: () => void;
};

const whole = (minor: number | null | undefined) => Math.round((minor ?? 0) / 100);

/**
 * Edit a quote's fees (spec 3 §2 "edit broker fee", "edit MGA fee"): the broker fee and the
 * additional broker fee (0 to 10,000), and for provider staff the MGA fee; the quote is re-rated
 * with them.
 */
export function QuoteFeesDialog({ quote, provider, onDone, onClose }: QuoteFeesDialogProps) {
  const { t } = useTranslation();
  const save = useSetQuoteFees();
  const fees = (quote.terms ?? quote.rating)?.fees;
  const region = regionOfCurrency(quote.currency);
  const { control, handleSubmit } = useForm<QuoteFeesForm>({
    resolver: zodResolver(QuoteFeesFormSchema),
    mode: 'onTouched',
    defaultValues: {
      brokerFee: whole(fees?.brokerFee),
      additionalBrokerFee: whole(fees?.additionalBrokerFee),
      mgaFee: whole(fees?.mgaFee ?? quote.mgaFee),
    },
  });
  return (
    <FormDialog
      open
      title={t('quotes.fees.title', { number: quote.quoteNumber })}
      error={save.error?.message}
      pending={save.isPending}
      submitLabel={t('quotes.fees.save')}
      cancelLabel={t('quotes.cancel')}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        save.mutate(
          {
            quote,
            brokerFee: values.brokerFee * 100,
            additionalBrokerFee: values.additionalBrokerFee * 100,
            ...(provider ? { mgaFee: values.mgaFee * 100 } : {}),
          },
          { onSuccess: () => onDone(QUOTE_FEE_MESSAGES.updated) },
        ),
      )}
    >
      <MoneyField
        control={control}
        name="brokerFee"
        id="quote-broker-fee"
        label={t('quotes.fees.brokerFee')}
        region={region}
        required
      />
      <MoneyField
        control={control}
        name="additionalBrokerFee"
        id="quote-additional-broker-fee"
        label={t('quotes.fees.additionalBrokerFee')}
        region={region}
      />
      {provider && (
        <MoneyField
          control={control}
          name="mgaFee"
          id="quote-mga-fee"
          label={t('quotes.fees.mgaFee')}
          region={region}
          required
        />
      )}
    </FormDialog>
  );
}
