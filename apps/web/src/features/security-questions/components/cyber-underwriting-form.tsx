import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyPrefills,
  BACKUP_FREQUENCIES,
  BACKUP_TYPES,
  CONTROL_CYBER_FORM_FIELDS,
  cyberFormPrefills,
  readingConflicts,
  CYBER_CRIME_KEYS,
  cyberFormRequired,
  cyberFormVisibility,
  CyberFormInputSchema,
  ENCRYPTION_KEYS,
  MFA_KEYS,
  PATCHING_FREQUENCIES,
  PLAN_KEYS,
  PRIOR_HISTORY_KEYS,
  type CyberForm,
  type CyberFormField,
  type CyberFormInput,
  type ReadingPrefill,
  type SecurityReading,
} from '@cyber/domain';
import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSaveCyberForm } from '../api/cyber-form.ts';
import { MultiCheckField, SelectField, TriAnswerField, YesNoField } from './answer-fields.tsx';
import { readingHints } from './reading-hints.ts';

type Values = CyberFormInput;

const TEXT_FIELDS = [
  'mfaComments',
  'plansComments',
  'eolProductsUsage',
  'edrVendor',
  'ngavVendor',
  'cyberCrimeComments',
  'cyberEventComments',
] as const;

function defaultsOf(form: CyberForm, prefills: readonly ReadingPrefill[]): Values {
  const { accountId: _a, updatedAt: _u, ...rest } = form;
  const values: Record<string, unknown> = applyPrefills({ ...rest }, prefills);
  for (const key of TEXT_FIELDS) values[key] = values[key] ?? '';
  return values as Values;
}

export type CyberUnderwritingFormProps = {
  accountId: string;
  form: CyberForm;
  /** What connected tools and the risk scan read: pre-fill unanswered fields (decision 035). */
  readings?: readonly SecurityReading[];
};

/**
 * The US cyber underwriting form (spec 3 §5): every required field and conditional display rule
 * comes from the domain (`cyberFormVisibility`, `cyberFormRequired`), so the form and the API
 * agree.
 */
export function CyberUnderwritingForm({
  accountId,
  form,
  readings = [],
}: CyberUnderwritingFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCyberForm(accountId);
  const prefills = useMemo(() => cyberFormPrefills(form, readings), [form, readings]);
  const hints = useMemo(
    () =>
      readingHints(
        t,
        prefills,
        readingConflicts(form, readings, (c) => CONTROL_CYBER_FORM_FIELDS[c]),
      ),
    [t, prefills, form, readings],
  );
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(CyberFormInputSchema) as unknown as Resolver<Values>,
    defaultValues: defaultsOf(form, prefills),
  });
  const values = useWatch({ control }) as Partial<Values>;
  const context = { cyberCrimePurchased: values.cyberCrimePurchased ?? false };
  const visible = cyberFormVisibility(values, context);
  const required = cyberFormRequired(values, context);
  const label = (field: CyberFormField) => t(`cyberForm.fields.${field}`);
  const tri = (field: CyberFormField) =>
    visible[field] && (
      <TriAnswerField<Values>
        key={field}
        control={control}
        name={field}
        label={label(field)}
        required={required.has(field)}
        hint={hints.get(field)}
      />
    );
  const bool = (field: CyberFormField) =>
    visible[field] && (
      <YesNoField<Values>
        key={field}
        control={control}
        name={field}
        label={label(field)}
        required={required.has(field)}
      />
    );
  const text = (field: (typeof TEXT_FIELDS)[number]) =>
    visible[field] && (
      <FormTextField<Values>
        key={field}
        control={control}
        name={field}
        id={`cyber-${field}`}
        label={label(field)}
        helperText={hints.get(field)?.text}
        multiline
        minRows={2}
      />
    );
  const section = (key: string, children: ReactNode) => (
    <Stack spacing={1.5} key={key}>
      <Divider />
      <Typography variant="h6" component="h3">
        {t(`cyberForm.sections.${key}`)}
      </Typography>
      {children}
    </Stack>
  );

  const handleSave = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => enqueueSnackbar(t('cyberForm.saved'), { variant: 'success' }),
      onError: () =>
        enqueueSnackbar(t('securityQuestions.somethingWentWrong'), { variant: 'error' }),
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('cyberForm.title')}
      onSubmit={(event) => void handleSave(event)}
    >
      {save.isError && <Alert severity="error">{t('securityQuestions.somethingWentWrong')}</Alert>}
      <FormCheckbox<Values>
        control={control}
        name="cyberCrimePurchased"
        label={t('cyberForm.cyberCrimePurchased')}
      />
      {section(
        'controls',
        <>
          {tri('training')}
          {MFA_KEYS.map(tri)}
          {text('mfaComments')}
        </>,
      )}
      {section(
        'backups',
        <>
          <SelectField<Values>
            control={control}
            name="backupFrequency"
            required
            label={label('backupFrequency')}
            hint={hints.get('backupFrequency')}
            options={BACKUP_FREQUENCIES.map((f) => ({
              value: f,
              label: t(`securityQuestions.backupFrequency.${f}`),
            }))}
          />
          {visible.backupTypes && (
            <MultiCheckField<Values>
              control={control}
              name="backupTypes"
              required
              label={label('backupTypes')}
              options={BACKUP_TYPES.map((b) => ({
                value: b,
                label: t(`cyberForm.backupTypes.${b}`),
              }))}
            />
          )}
          <SelectField<Values>
            control={control}
            name="patchingFrequency"
            required
            label={label('patchingFrequency')}
            options={PATCHING_FREQUENCIES.map((p) => ({
              value: p,
              label: t(`cyberForm.patchingFrequency.${p}`),
            }))}
          />
        </>,
      )}
      {section(
        'encryption',
        <>
          {tri('vendorManagement')}
          {ENCRYPTION_KEYS.map(tri)}
        </>,
      )}
      {section(
        'plans',
        <>
          {PLAN_KEYS.map(tri)}
          {text('plansComments')}
        </>,
      )}
      {section(
        'endpoints',
        <>
          {tri('eolProducts')}
          {text('eolProductsUsage')}
          {tri('edr')}
          {text('edrVendor')}
          {tri('ngav')}
          {text('ngavVendor')}
          {tri('emailFiltering')}
        </>,
      )}
      {context.cyberCrimePurchased &&
        section(
          'cyberCrime',
          <>
            {CYBER_CRIME_KEYS.map(tri)}
            {text('cyberCrimeComments')}
          </>,
        )}
      {section(
        'media',
        <>
          {tri('contentReviewProcedure')}
          {tri('copyrightClearanceSearch')}
        </>,
      )}
      {section(
        'history',
        <>
          {PRIOR_HISTORY_KEYS.map((k) => (
            <Stack key={k} spacing={1.5}>
              {bool(k)}
              {k === 'cyberEvent' && text('cyberEventComments')}
            </Stack>
          ))}
        </>,
      )}
      <Stack direction="row" justifyContent="flex-end">
        <SubmitButton busy={save.isPending} size="medium">
          {t('securityQuestions.save')}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
