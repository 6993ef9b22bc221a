import { zodResolver } from '@hookform/resolvers/zod';
import {
  SOCIAL_ENGINEERING_KEYS,
  SocialEngineeringInputSchema,
  type SocialEngineeringInput,
  type SocialEngineeringResult,
} from '@cyber/domain';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCheckSocialEngineering } from '../api/social-engineering.ts';
import { YesNoField } from './answer-fields.tsx';

type Values = SocialEngineeringInput;

export type SocialEngineeringFormProps = { accountId: string; result: SocialEngineeringResult };

/**
 * The social engineering questionnaire: the three fund-transfer answers, all required yes/no;
 * the answer is socialEngineering and its reasons. Failure: the server's message or
 * 'Something went wrong.Please try again.' (spec 3 §8).
 */
export function SocialEngineeringForm({ accountId, result }: SocialEngineeringFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const check = useCheckSocialEngineering(accountId);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(SocialEngineeringInputSchema) as unknown as Resolver<Values>,
    defaultValues: {
      isVerifyingBankAccounts: result.isVerifyingBankAccounts,
      isAuthenticatingFundTransferRequests: result.isAuthenticatingFundTransferRequests,
      isPreventingUnauthorizedWireTransfers: result.isPreventingUnauthorizedWireTransfers,
      isSurplus: result.isSurplus,
    } as Values,
  });
  const shown = check.data ?? (result.checkedAt ? result : null);
  const handleCheck = handleSubmit((input) =>
    check.mutate(input, {
      onError: (error) =>
        enqueueSnackbar((isApiError(error) && error.message) || t('socialEngineering.failed'), {
          variant: 'error',
        }),
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('socialEngineering.title')}
      onSubmit={(event) => void handleCheck(event)}
    >
      <Typography color="text.secondary">{t('socialEngineering.intro')}</Typography>
      {SOCIAL_ENGINEERING_KEYS.map((key) => (
        <YesNoField<Values>
          key={key}
          control={control}
          name={key}
          label={t(`securityQuestions.questions.${key}`)}
          required
        />
      ))}
      <FormCheckbox<Values>
        control={control}
        name="isSurplus"
        label={t('socialEngineering.isSurplus')}
      />
      {shown && (
        <Alert severity={shown.socialEngineering ? 'success' : 'warning'} role="status">
          <AlertTitle>
            {shown.socialEngineering
              ? t('socialEngineering.eligible')
              : t('socialEngineering.notEligible')}
          </AlertTitle>
          {shown.reasons.length > 0 && (
            <ul aria-label={t('socialEngineering.reasons')}>
              {shown.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Stack direction="row" justifyContent="flex-end">
        <SubmitButton busy={check.isPending} size="medium">
          {t('socialEngineering.check')}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
