import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  CALCULATOR_LIMIT_OPTIONS,
  DEDUCTIBLE_OPTIONS,
  ReferQuoteRequestSchema,
  ReleaseQuoteRequestSchema,
  RETROACTIVE_OPTIONS,
  UNDERWRITING_MESSAGES,
  UpdateTermsRequestSchema,
  WAITING_PERIOD_OPTIONS,
  waitingPeriodLabel,
  type ReferQuoteRequest,
  type ReleaseQuoteRequest,
  type UnderwriterList,
  type UpdateTermsRequest,
} from '@cyber/domain';
import { DialogContentText, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { formatWholeMoney } from '../../../lib/format.ts';
import type { UnderwritingDialogProps } from './dialog-props.ts';

/**
 * Refer to underwriting (the underwriter) or submit quote for underwriter review (the agent): a
 * reason is required ('Reason is a required field'); the server's answer is the success message.
 */
export function ReferDialog({
  title,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<ReferQuoteRequest> & { title: string }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ReferQuoteRequest>({
    resolver: zodResolver(ReferQuoteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: { reason: '', isNotificationEnabled: true },
  });
  return (
    <FormDialog
      open
      title={title}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.dialogs.confirm')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="reason"
        id="refer-reason"
        label={t('underwriting.dialogs.reason')}
        required
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}

/** Release quote: back to READY, with an optional note to the agent. */
export function ReleaseDialog({
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<ReleaseQuoteRequest>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ReleaseQuoteRequest>({
    resolver: zodResolver(ReleaseQuoteRequestSchema) as never,
    defaultValues: { note: '', isNotificationEnabled: true },
  });
  return (
    <FormDialog
      open
      title={t('underwriting.dialogs.releaseTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.actions.release')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={handleSubmit((values) => onSubmit({ ...values, note: values.note || null }))}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="note"
        id="release-note"
        label={t('underwriting.dialogs.releaseNote')}
        multiline
        minRows={3}
      />
      <FormCheckbox
        control={control}
        name="isNotificationEnabled"
        label={t('underwriting.dialogs.notify')}
      />
    </FormDialog>
  );
}

const NOBODY = '';

/** Assign the quote to an underwriter of the provider, or back to the unassigned queue. */
export function AssignDialog({
  detail,
  underwriters,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<string | null> & { underwriters: UnderwriterList | undefined }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(detail.assignee?.id ?? NOBODY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value === NOBODY ? null : value);
  };
  return (
    <FormDialog
      open
      maxWidth="xs"
      title={t('underwriting.dialogs.assignTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.actions.assign')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        id="assign-underwriter"
        label={t('underwriting.dialogs.underwriter')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        <MenuItem value={NOBODY}>{t('underwriting.dialogs.nobody')}</MenuItem>
        {(underwriters?.content ?? []).map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.isSenior ? t('underwriting.dialogs.seniorTag', { name: u.name }) : u.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

type TermsValues = Required<
  Pick<
    UpdateTermsRequest,
    'limit' | 'aggregateLimit' | 'deductible' | 'waitingPeriod' | 'retroActivePeriod'
  >
> & { effectiveDate: string; isNotificationEnabled: boolean };

function OptionField({
  control,
  name,
  id,
  label,
  options,
}: {
  control: Control<TermsValues>;
  name: Path<TermsValues>;
  id: string;
  label: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(Number(e.target.value))}
          id={id}
          select
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * Update terms, then "update quote confirm" (spec 3 §2, §4): only the terms that changed are sent;
 * the engine re-rates and the status is kept. The server's message asks to review coverages.
 */
export function UpdateTermsDialog({
  detail,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<UpdateTermsRequest>) {
  const { t } = useTranslation();
  const { quote } = detail;
  const region = regionOfCurrency(quote.currency);
  const rated = quote.terms ?? quote.rating;
  const initial: TermsValues = {
    limit: quote.limit,
    aggregateLimit: quote.aggLimit,
    deductible: quote.deductible,
    waitingPeriod: rated?.waitingPeriod ?? 12,
    retroActivePeriod: rated?.retroActivePeriod ?? -1,
    effectiveDate: quote.effectiveDate,
    isNotificationEnabled: false,
  };
  const { control, handleSubmit } = useForm<TermsValues>({
    resolver: zodResolver(UpdateTermsRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const [confirming, setConfirming] = useState<UpdateTermsRequest | null>(null);
  const [unchanged, setUnchanged] = useState(false);

  const review = (values: TermsValues) => {
    const changes: UpdateTermsRequest = { isNotificationEnabled: values.isNotificationEnabled };
    let changed = false;
    for (const key of [
      'limit',
      'aggregateLimit',
      'deductible',
      'waitingPeriod',
      'retroActivePeriod',
      'effectiveDate',
    ] as const) {
      if (values[key] !== initial[key]) {
        (changes as Record<string, unknown>)[key] = values[key];
        changed = true;
      }
    }
    setUnchanged(!changed);
    if (changed) setConfirming(changes);
  };

  const money = (values: readonly number[]) =>
    values.map((value) => ({ value, label: formatWholeMoney(value, region) }));

  if (confirming) {
    return (
      <FormDialog
        open
        maxWidth="xs"
        title={t('underwriting.dialogs.updateConfirmTitle')}
        error={error}
        pending={pending}
        submitLabel={t('underwriting.dialogs.update')}
        cancelLabel={t('underwriting.dialogs.back')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(confirming);
        }}
        onClose={() => setConfirming(null)}
      >
        <DialogContentText>
          {t('underwriting.dialogs.updateConfirmBody', { number: quote.quoteNumber })}
        </DialogContentText>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open
      title={t('underwriting.dialogs.updateTitle')}
      error={unchanged ? UNDERWRITING_MESSAGES.unchanged : error}
      submitLabel={t('underwriting.dialogs.next')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={handleSubmit(review)}
      onClose={onClose}
    >
      <OptionField
        control={control}
        name="limit"
        id="terms-limit"
        label={t('underwriting.dialogs.limit')}
        options={money(
          CALCULATOR_LIMIT_OPTIONS.includes(quote.limit)
            ? CALCULATOR_LIMIT_OPTIONS
            : [quote.limit, ...CALCULATOR_LIMIT_OPTIONS],
        )}
      />
      <MoneyField
        control={control}
        name="aggregateLimit"
        id="terms-aggregate"
        label={t('underwriting.dialogs.aggregateLimit')}
        region={region}
      />
      <OptionField
        control={control}
        name="deductible"
        id="terms-deductible"
        label={t('underwriting.dialogs.deductible')}
        options={money(
          (DEDUCTIBLE_OPTIONS as readonly number[]).includes(quote.deductible)
            ? DEDUCTIBLE_OPTIONS
            : [quote.deductible, ...DEDUCTIBLE_OPTIONS],
        )}
      />
      <OptionField
        control={control}
        name="waitingPeriod"
        id="terms-waiting"
        label={t('quotes.detail.waitingPeriod')}
        options={WAITING_PERIOD_OPTIONS.map((h) => ({ value: h, label: waitingPeriodLabel(h) }))}
      />
      <OptionField
        control={control}
        name="retroActivePeriod"
        id="terms-retro"
        label={t('quotes.detail.retroactive')}
        options={RETROACTIVE_OPTIONS}
      />
      <FormTextField
        control={control}
        name="effectiveDate"
        id="terms-effective"
        label={t('underwriting.dialogs.effectiveDate')}
        placeholder="YYYY-MM-DD"
      />
      <FormCheckbox
        control={control}
        name="isNotificationEnabled"
        label={t('underwriting.dialogs.notify')}
      />
    </FormDialog>
  );
}
