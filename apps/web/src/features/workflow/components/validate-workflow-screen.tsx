import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { MFA_CODE_LENGTH, workflowErrorMessage, type WorkflowCodeSent } from '@cyber/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { SupportContact } from '../../../components/support-contact.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { isSafeRedirect, storeTokens } from '../../../lib/auth/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWorkflow } from '../api/get-workflow.ts';
import { useSendWorkflowCode } from '../api/send-workflow-code.ts';
import { useVerifyWorkflowCode } from '../api/verify-workflow-code.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

export type ValidateWorkflowScreenProps = { workflowId: string };

const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);
const serverMessage = (error: unknown) => {
  const data = isApiError(error) ? error.data : undefined;
  return data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;
};

/**
 * /validate/:workflowId — the one-time code page (spec 1 §2, §5, §8): send the code by e-mail or
 * text (text disabled without a phone), enter the 6 digits, Enter. A 401 anywhere means the
 * workflow is unknown, expired or used: back to sign-in.
 */
export function ValidateWorkflowScreen({ workflowId }: ValidateWorkflowScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('workflow.title'));
  const navigate = useNavigate();
  const workflow = useWorkflow(workflowId);
  const send = useSendWorkflowCode();
  const verify = useVerifyWorkflowCode();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<WorkflowCodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);

  const goToLogin = () => void navigate(paths.login.href(), { replace: true });

  useEffect(() => {
    if (workflow.isError && statusOf(workflow.error) === 401) {
      void navigate(paths.login.href(), { replace: true });
    }
  }, [workflow.isError, workflow.error, navigate]);

  const fail = (failure: unknown) => {
    if (statusOf(failure) === 401) return goToLogin();
    setError(workflowErrorMessage(statusOf(failure), serverMessage(failure)));
  };

  const handleSend = async (channel: 'EMAIL' | 'SMS') => {
    setError(null);
    try {
      setSent(await send.mutateAsync({ workflowId, channel }));
    } catch (failure) {
      fail(failure);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== MFA_CODE_LENGTH) return;
    setError(null);
    try {
      const result = await verify.mutateAsync({ workflowId, secret: code });
      if (result.accessToken && result.refreshToken) {
        storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
      }
      const target = isSafeRedirect(result.redirectURL) ? result.redirectURL : paths.loading.href();
      await navigate(target, { replace: true });
    } catch (failure) {
      fail(failure);
    }
  };

  if (workflow.isPending) return <FullPageLoader />;
  if (workflow.isError) {
    return (
      <PublicLayout>
        <Alert severity="error" role="alert">
          {workflowErrorMessage(statusOf(workflow.error), serverMessage(workflow.error))}
        </Alert>
      </PublicLayout>
    );
  }

  const info = workflow.data;
  return (
    <PublicLayout>
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <Typography variant="overline" color="text.secondary">
              {t(`workflow.flows.${info.flow}`)}
            </Typography>
            <Typography variant="h4" component="h1">
              {t('workflow.title')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">
            {t('workflow.intro', {
              email: info.email,
              phone: info.flowUserPhone ? t('workflow.orPhone', { phone: info.flowUserPhone }) : '',
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<EmailOutlinedIcon />}
              disabled={send.isPending}
              onClick={() => void handleSend('EMAIL')}
            >
              {t('workflow.sendEmail')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<SmsOutlinedIcon />}
              disabled={!info.hasPhone || send.isPending}
              title={info.hasPhone ? undefined : t('workflow.noPhone')}
              onClick={() => void handleSend('SMS')}
            >
              {t('workflow.sendText')}
            </Button>
          </Stack>
          {sent && (
            <Alert severity="info" role="status">
              {t('workflow.sentTo', { to: sent.sentTo })}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" data-testid="workflow-error">
              {error}
            </Alert>
          )}
          <TextInput
            id="workflow-code"
            label={t('workflow.code')}
            value={code}
            required
            autoComplete="one-time-code"
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))
            }
            inputProps={{ inputMode: 'numeric', maxLength: MFA_CODE_LENGTH, pattern: '[0-9]*' }}
          />
          <SubmitButton
            busy={verify.isPending}
            disabled={code.length !== MFA_CODE_LENGTH || verify.isPending}
          >
            {t('workflow.enter')}
          </SubmitButton>
          <SupportContact />
        </Stack>
      </Box>
    </PublicLayout>
  );
}
