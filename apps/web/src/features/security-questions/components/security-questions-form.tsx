import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyPrefills,
  BACKUP_FREQUENCIES,
  CLAIM_HISTORY_OPTIONS,
  CONTROL_SECURITY_QUESTIONS,
  prefillSources,
  readingConflicts,
  securityQuestionPrefills,
  SECURITY_SECTION_QUESTIONS,
  securityQuestionSections,
  SecurityQuestionsInputSchema,
  type SecurityQuestions,
  type SecurityQuestionsInput,
  type SecurityQuestionSections,
  type SecurityReading,
} from '@cyber/domain';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SelectField, YesNoField } from './answer-fields.tsx';
import { readingHints } from './reading-hints.ts';

/** Spec 3 §4: what saving from the quote variant goes on to do. */
export const SECURITY_SAVE_ACTIONS = ['quote-now', 'open-cart', 'add-to-list'] as const;
export type SecuritySaveAction = (typeof SECURITY_SAVE_ACTIONS)[number] | 'save';

type Values = SecurityQuestionsInput;

const GENERAL_YES_NO = [
  'mfaEmail',
  'mfaRemoteAccess',
  'mfaCloudDeployments',
  'mfaMissionCriticalSystems',
  'mfaAuthentication',
  'mfaOther',
  'incidentResponsePlan',
  'isSecurityOfficer',
  'isSecurityTraining',
  'useEncryption',
  'useCloudStorage',
] as const;
const BACKUP_YES_NO = [
  'backupFrequencyEncrypted',
  'backupFrequencySeparate',
  'backupFrequencyTested',
] as const;
const HISTORY_YES_NO = [
  'pastCyberIncident',
  'securityBreachRequiringNotification',
  'lossInBusinessIncome',
  'civilOrCriminalAction',
  'pendingLitigation',
] as const;
const P250_QUESTIONS: ReadonlySet<string> = new Set([
  'thirdPartySecurityAgreement',
  'testedFullFailover',
  'dmzSeparation',
]);

export type SecurityQuestionsFormProps = {
  answers: SecurityQuestions;
  /** 'account': not quoting, every section (and the general questions); 'quote': by coverage. */
  variant: 'account' | 'quote';
  /** Coverage ids chosen on the quote (23, 24, 34 decide the sections). */
  coverageIds: number[];
  /** What connected tools and the risk scan read: pre-fill unanswered questions (decision 035). */
  readings?: readonly SecurityReading[];
  busy: boolean;
  /** The inline message of the account variant ('Failed to update security questions.'). */
  error: string | null;
  onSubmit: (values: SecurityQuestionsInput, action: SecuritySaveAction) => void;
  onCancel: () => void;
};

/**
 * Initial values: the stored answers (unanswered null) with what the readings pre-fill, without
 * the read-only fields.
 */
function defaultsOf(
  answers: SecurityQuestions,
  coverageIds: number[],
  quoting: boolean,
  prefills: ReturnType<typeof securityQuestionPrefills>,
): Values {
  const { accountId: _a, lastSecurityAnswered: _l, ...rest } = answers;
  return applyPrefills(
    {
      ...rest,
      changeInScopeDetail: rest.changeInScopeDetail ?? '',
      coverageIds,
      quoting,
    } as Values & Record<string, unknown>,
    prefills,
  );
}

/** The question key of a form path ('p250Details.backupFrequencySeparate' → its last part). */
const keyOf = (path: string) => path.split('.').pop()!;

/**
 * The security questions (spec 3 §5): sections follow the chosen coverages (23 Contingent System
 * Failure, 24 Cyber Crime Loss, 34 Full System Failure; none chosen and not quoting: all three,
 * required); radio answers are required in shown sections; backupFrequency (default SIX_MONTHS)
 * is required when Full System Failure shows.
 */
export function SecurityQuestionsForm({
  answers,
  variant,
  coverageIds,
  readings = [],
  busy,
  error,
  onSubmit,
  onCancel,
}: SecurityQuestionsFormProps) {
  const { t, i18n } = useTranslation();
  const quoting = variant === 'quote';
  const sections = securityQuestionSections(coverageIds, quoting);
  const prefills = useMemo(() => securityQuestionPrefills(answers, readings), [answers, readings]);
  const hints = useMemo(
    () =>
      readingHints(
        t,
        prefills,
        readingConflicts(answers, readings, (c) => CONTROL_SECURITY_QUESTIONS[c]),
      ),
    [t, prefills, answers, readings],
  );
  const { control, handleSubmit } = useForm<Values>({
    // the schema preprocesses (the wholesale spelling), so its input type is unknown
    resolver: zodResolver(SecurityQuestionsInputSchema as never) as unknown as Resolver<Values>,
    defaultValues: defaultsOf(answers, coverageIds, quoting, prefills),
  });
  const changeInScope = useWatch({ control, name: 'changeInScope' });
  const submitWith = (action: SecuritySaveAction) =>
    handleSubmit((values) => onSubmit(values, action));
  const pathOf = (key: string) =>
    P250_QUESTIONS.has(key) ||
    (BACKUP_YES_NO as readonly string[]).includes(key) ||
    (HISTORY_YES_NO as readonly string[]).includes(key)
      ? `p250Details.${key}`
      : key;
  const yesNo = (key: string, required = false) => (
    <YesNoField<Values>
      key={key}
      control={control}
      name={pathOf(key) as never}
      label={t(`securityQuestions.questions.${key}`)}
      required={required}
      hint={hints.get(pathOf(key))}
    />
  );
  // while quoting, the general questions are not asked; what the tools read is shown to confirm
  const observed = quoting ? prefills.map((p) => keyOf(p.path)) : [];
  const shown = (Object.keys(sections) as (keyof SecurityQuestionSections)[]).filter(
    (s) => sections[s],
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submitWith('save')(event)}
      aria-label={t('securityQuestions.title')}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {variant === 'account' && (
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h3">
            {t('securityQuestions.sections.general')}
          </Typography>
          <SelectField<Values>
            control={control}
            name="claimHistory"
            numeric
            label={t('securityQuestions.questions.claimHistory')}
            options={CLAIM_HISTORY_OPTIONS.map((o) => ({
              value: String(o.value),
              label: t(`securityQuestions.claimHistory.${o.value}`),
            }))}
          />
          {GENERAL_YES_NO.map((k) => yesNo(k))}
          {yesNo('changeInScope')}
          {changeInScope === true && (
            <FormTextField<Values>
              control={control}
              name="changeInScopeDetail"
              id="changeInScopeDetail"
              label={t('securityQuestions.questions.changeInScopeDetail')}
              multiline
              minRows={2}
            />
          )}
        </Stack>
      )}
      {observed.length > 0 && (
        <Stack spacing={1.5} data-section="observed">
          <Typography variant="h6" component="h3">
            {t('securityQuestions.sections.observed', {
              sources: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                prefillSources(prefills),
              ),
            })}
          </Typography>
          {observed.map((k) => yesNo(k))}
        </Stack>
      )}
      {shown.length === 0 && observed.length === 0 && (
        <Alert severity="info">{t('securityQuestions.noSections')}</Alert>
      )}
      {shown.map((section) => (
        <Stack key={section} spacing={1.5} data-section={section}>
          <Divider />
          <Typography variant="h6" component="h3">
            {t(`securityQuestions.sections.${section}`)}
          </Typography>
          {SECURITY_SECTION_QUESTIONS[section].map((k) => yesNo(k, true))}
          {section === 'fullSystemFailure' && (
            <SelectField<Values>
              control={control}
              name="p250Details.backupFrequency"
              required
              label={t('securityQuestions.questions.backupFrequency')}
              options={BACKUP_FREQUENCIES.map((f) => ({
                value: f,
                label: t(`securityQuestions.backupFrequency.${f}`),
              }))}
            />
          )}
        </Stack>
      ))}
      {variant === 'account' && (
        <Stack spacing={1.5}>
          <Divider />
          <Typography variant="h6" component="h3">
            {t('securityQuestions.sections.history')}
          </Typography>
          {BACKUP_YES_NO.map((k) => yesNo(k))}
          {HISTORY_YES_NO.map((k) => yesNo(k))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end" useFlexGap flexWrap="wrap">
        <Button onClick={onCancel} disabled={busy}>
          {t('securityQuestions.cancel')}
        </Button>
        {variant === 'account' ? (
          <SubmitButton busy={busy} size="medium">
            {t('securityQuestions.save')}
          </SubmitButton>
        ) : (
          SECURITY_SAVE_ACTIONS.map((action, i) => (
            <Button
              key={action}
              variant={i === 0 ? 'contained' : 'outlined'}
              disabled={busy}
              onClick={() => void submitWith(action)()}
            >
              {t(`securityQuestions.actions.${action}`)}
            </Button>
          ))
        )}
      </Stack>
    </Stack>
  );
}
