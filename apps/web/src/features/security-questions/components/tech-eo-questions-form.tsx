import { zodResolver } from '@hookform/resolvers/zod';
import {
  TECH_EO_HISTORY_KEYS,
  TECH_EO_PROFILE_YES_NO_KEYS,
  techEoVisibility,
  TechEoInputSchema,
  type TechEoAnswers,
  type TechEoField,
  type TechEoForm,
} from '@cyber/domain';
import { Alert, Divider, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSaveTechEoForm } from '../api/tech-eo-form.ts';
import { YesNoField } from './answer-fields.tsx';

type Values = TechEoAnswers;

export type TechEoQuestionsFormProps = { accountId: string; form: TechEoForm };

/**
 * The Tech E&O questions: every shown question is required; the outage business-interruption
 * follow-up shows when sustainedSystemOutage is Yes, the claim details when prior claims are.
 */
export function TechEoQuestionsForm({ accountId, form }: TechEoQuestionsFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTechEoForm(accountId);
  const { accountId: _a, updatedAt: _u, ...stored } = form;
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(TechEoInputSchema) as unknown as Resolver<Values>,
    defaultValues: {
      ...stored,
      professionalServicesDescription: stored.professionalServicesDescription ?? '',
      priorEoClaimsDetail: stored.priorEoClaimsDetail ?? '',
    },
  });
  const values = useWatch({ control }) as Partial<Values>;
  const visible = techEoVisibility(values);
  const yesNo = (field: TechEoField) =>
    visible[field] && (
      <YesNoField<Values>
        key={field}
        control={control}
        name={field}
        label={t(`techEo.fields.${field}`)}
        required
      />
    );
  const handleSave = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => enqueueSnackbar(t('techEo.saved'), { variant: 'success' }),
      onError: () =>
        enqueueSnackbar(t('securityQuestions.somethingWentWrong'), { variant: 'error' }),
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('techEo.title')}
      onSubmit={(event) => void handleSave(event)}
    >
      {save.isError && <Alert severity="error">{t('securityQuestions.somethingWentWrong')}</Alert>}
      <Typography variant="h6" component="h3">
        {t('techEo.sections.profile')}
      </Typography>
      <FormTextField<Values>
        control={control}
        name="professionalServicesDescription"
        id="tech-eo-description"
        label={t('techEo.fields.professionalServicesDescription')}
        required
        multiline
        minRows={2}
      />
      <Controller
        control={control}
        name="largestClientRevenuePercent"
        render={({ field, fieldState }) => (
          <TextField
            id="tech-eo-largest-client"
            type="number"
            required
            label={t('techEo.fields.largestClientRevenuePercent')}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
        )}
      />
      {TECH_EO_PROFILE_YES_NO_KEYS.map(yesNo)}
      {visible.priorEoClaimsDetail && (
        <FormTextField<Values>
          control={control}
          name="priorEoClaimsDetail"
          id="tech-eo-prior-claims"
          label={t('techEo.fields.priorEoClaimsDetail')}
          required
          multiline
          minRows={2}
        />
      )}
      <Divider />
      <Typography variant="h6" component="h3">
        {t('techEo.sections.history')}
      </Typography>
      {TECH_EO_HISTORY_KEYS.map(yesNo)}
      <Stack direction="row" justifyContent="flex-end">
        <SubmitButton busy={save.isPending} size="medium">
          {t('securityQuestions.save')}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
