import type { Policy } from '@cyber/domain';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { actionFailure } from '../../underwriting/index.ts';
import { usePolicyProgram, useSetPolicyProgram } from '../api/midterm.ts';

/** NONE stands for "not in a program" in the select. */
const NONE = 'none';
type Values = { programId: string };

/**
 * The producing agency's program the policy is written under (spec 3 §7 "add program";
 * decision 050). Everyone who reads the policy sees it; provider staff pick one of the agency's
 * programs, or none.
 */
export function PolicyProgramSection({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const id = useId();
  const view = usePolicyProgram(policy.id);
  const save = useSetPolicyProgram();
  const { control, handleSubmit, formState } = useForm<Values>({
    values: { programId: view.data?.program?.id ?? NONE },
  });

  const heading = (
    <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {t('policies.program.title')}
    </Typography>
  );
  if (view.isPending) {
    return <CircularProgress size={24} aria-label={t('policies.program.title')} />;
  }
  if (view.isError) {
    return (
      <Alert severity="error" role="alert">
        {actionFailure(view.error, t('policies.program.loadFailed'))}
      </Alert>
    );
  }
  const { program, options, canChange } = view.data;
  if (!canChange) {
    return (
      <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
        {heading}
        <Typography variant="body2">{program?.name ?? t('policies.program.none')}</Typography>
      </Stack>
    );
  }
  const onSave = handleSubmit(({ programId }) =>
    save.mutate(
      { id: policy.id, programId: programId === NONE ? null : programId },
      { onSuccess: (result) => enqueueSnackbar(result.message, { variant: 'success' }) },
    ),
  );
  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      spacing={1.5}
      onSubmit={(event) => void onSave(event)}
    >
      {heading}
      {save.isError && (
        <Alert severity="error" role="alert">
          {actionFailure(save.error, t('policies.program.failed'))}
        </Alert>
      )}
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('policies.program.noPrograms')}
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
          <FormSelectField
            control={control}
            name="programId"
            id={id}
            label={t('policies.program.choose')}
            required={false}
            options={[NONE, ...options.map((o) => o.id)]}
            optionLabel={(value) =>
              options.find((o) => o.id === value)?.name ?? t('policies.program.none')
            }
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!formState.isDirty || save.isPending}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {t('policies.program.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
