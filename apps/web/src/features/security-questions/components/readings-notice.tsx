import { prefillSources, securityQuestionPrefills, type SecurityQuestions } from '@cyber/domain';
import { Alert, Button } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityReadings } from '../api/readings.ts';

export type SecurityReadingsNoticeProps = {
  accountId: string;
  /** The account's stored answers (what is already answered is not pre-filled). */
  answers: SecurityQuestions | undefined;
  /** Opens the security questions, where the pre-filled answers are confirmed. */
  onReview: () => void;
};

/**
 * Says, where a quote is priced, that connected tools or the risk scan already answer some
 * unanswered security questions (decision 035), with the way to confirm them. Nothing shows
 * while the readings load, when they fail, or when there is nothing to confirm.
 */
export function SecurityReadingsNotice({
  accountId,
  answers,
  onReview,
}: SecurityReadingsNoticeProps) {
  const { t, i18n } = useTranslation();
  const readings = useSecurityReadings(accountId);
  const prefills = useMemo(
    () => (answers && readings.data ? securityQuestionPrefills(answers, readings.data) : []),
    [answers, readings.data],
  );
  if (prefills.length === 0) return null;
  const sources = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    prefillSources(prefills),
  );
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onReview}>
          {t('securityQuestions.readings.review')}
        </Button>
      }
    >
      {t('securityQuestions.readings.notice', { count: prefills.length, sources })}
    </Alert>
  );
}
