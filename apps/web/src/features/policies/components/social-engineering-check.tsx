import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialEngineeringForm, useSocialEngineering } from '../../security-questions/index.ts';
import { actionFailure } from '../../underwriting/index.ts';

/**
 * Before the social engineering endorsement is added (decision 050): the account's
 * questionnaire check — eligible, or the reasons it is not — and the questionnaire itself in a
 * dialog of its own; its answer updates the check here. The server checks again on endorsing.
 */
export function SocialEngineeringCheck({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const check = useSocialEngineering(accountId);
  const [open, setOpen] = useState(false);
  if (check.isPending) {
    return (
      <CircularProgress size={24} aria-label={t('policies.endorse.socialEngineeringLoading')} />
    );
  }
  if (check.isError) {
    return (
      <Alert severity="error" role="alert">
        {actionFailure(check.error, t('policies.endorse.socialEngineeringLoadFailed'))}
      </Alert>
    );
  }
  const result = check.data;
  return (
    <>
      <Alert
        severity={result.socialEngineering ? 'success' : 'warning'}
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {t('policies.endorse.answerQuestions')}
          </Button>
        }
      >
        <AlertTitle>
          {result.socialEngineering
            ? t('socialEngineering.eligible')
            : t('socialEngineering.notEligible')}
        </AlertTitle>
        {result.reasons.length > 0 && (
          <ul aria-label={t('socialEngineering.reasons')}>
            {result.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </Alert>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm">
          <DialogTitle>{t('socialEngineering.title')}</DialogTitle>
          <DialogContent>
            {/* its own form: its submit must not reach the endorsement's form around it */}
            <div onSubmit={(event) => event.stopPropagation()}>
              <SocialEngineeringForm accountId={accountId} result={result} />
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>
              {t('policies.endorse.questionnaireClose')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
