import type {
  Region,
  SecurityQuestionsInput,
  SecurityQuestionsSaveResult,
  SecurityReading,
} from '@cyber/domain';
import {
  Alert,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerModal, type ModalProps } from '../../../components/modal-registry/index.ts';
import { publish } from '../../../lib/events.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCyberForm } from '../api/cyber-form.ts';
import { useSecurityReadings } from '../api/readings.ts';
import { useSaveSecurityQuestions, useSecurityQuestions } from '../api/security-questions.ts';
import { useSocialEngineering } from '../api/social-engineering.ts';
import { useTechEoForm } from '../api/tech-eo-form.ts';
import { CyberUnderwritingForm } from './cyber-underwriting-form.tsx';
import { SecurityQuestionsForm, type SecuritySaveAction } from './security-questions-form.tsx';
import { SocialEngineeringForm } from './social-engineering-form.tsx';
import { TechEoQuestionsForm } from './tech-eo-questions-form.tsx';

export const SECURITY_QUESTIONS_MODAL = 'security-questions';

export type SecurityQuestionsModalData = {
  accountId: string;
  name?: string;
  region?: Region;
  /** 'account' (default): every section and the other questionnaires; 'quote': by coverage. */
  variant?: 'account' | 'quote';
  /** The quote's chosen coverage ids (23, 24 and 34 decide the sections). */
  coverageIds?: number[];
  quoteId?: string;
  /** Called after a save, with the action chosen (quote-now, open-cart, add-to-list or save). */
  onSaved?: (action: SecuritySaveAction, result: SecurityQuestionsSaveResult) => void;
} | null;

type TabKey = 'questions' | 'cyberForm' | 'techEo' | 'socialEngineering';

function Loading({ error }: { error: boolean }) {
  const { t } = useTranslation();
  if (error) return <Alert severity="error">{t('securityQuestions.loadFailed')}</Alert>;
  return (
    <Stack
      alignItems="center"
      sx={{ py: 4 }}
      role="status"
      aria-label={t('securityQuestions.loading')}
    >
      <CircularProgress />
    </Stack>
  );
}

const NO_READINGS: SecurityReading[] = [];

/**
 * The account's readings once known (the forms take their defaults from them); a failed read
 * pre-fills nothing rather than holding the questions back.
 */
function useAccountReadings(accountId: string): readonly SecurityReading[] | undefined {
  const readings = useSecurityReadings(accountId);
  if (readings.isError) return NO_READINGS;
  return readings.data;
}

function QuestionsTab({
  data,
  onClose,
}: {
  data: NonNullable<SecurityQuestionsModalData>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useSecurityQuestions(data.accountId);
  const readings = useAccountReadings(data.accountId);
  const save = useSaveSecurityQuestions(data.accountId);
  const variant = data.variant ?? 'account';
  if (!query.data || !readings) return <Loading error={query.isError} />;

  const handleSubmit = (values: SecurityQuestionsInput, action: SecuritySaveAction) =>
    save.mutate(
      { ...values, quoteId: data.quoteId ?? null },
      {
        onSuccess: (result) => {
          enqueueSnackbar(t('securityQuestions.saved'), { variant: 'success' });
          if (result.requotedQuotes.length) {
            enqueueSnackbar(
              t('securityQuestions.requoted', { count: result.requotedQuotes.length }),
              { variant: 'info' },
            );
          }
          onClose();
          // spec 3 §4: after saving the modal closes and events fire
          publish('account:refresh', { accountId: data.accountId });
          for (const q of result.requotedQuotes) publish('quote:refresh', { quoteId: q.quoteId });
          if (data.quoteId) publish('quote:refresh', { quoteId: data.quoteId });
          data.onSaved?.(action, result);
        },
        onError: () => {
          // the quote variant says so in a snackbar; the account variant inline
          if (variant === 'quote') {
            enqueueSnackbar(t('securityQuestions.somethingWentWrong'), { variant: 'error' });
          }
        },
      },
    );

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {query.data.lastSecurityAnswered
          ? t('securityQuestions.lastAnswered', {
              date: formatDateTime(query.data.lastSecurityAnswered * 1000) ?? '',
            })
          : t('securityQuestions.neverAnswered')}
      </Typography>
      <SecurityQuestionsForm
        answers={query.data}
        variant={variant}
        coverageIds={data.coverageIds ?? []}
        readings={readings}
        busy={save.isPending}
        error={variant === 'account' && save.isError ? t('securityQuestions.updateFailed') : null}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
    </Stack>
  );
}

function CyberFormTab({ accountId }: { accountId: string }) {
  const query = useCyberForm(accountId);
  const readings = useAccountReadings(accountId);
  if (!query.data || !readings) return <Loading error={query.isError} />;
  return <CyberUnderwritingForm accountId={accountId} form={query.data} readings={readings} />;
}

function TechEoTab({ accountId }: { accountId: string }) {
  const query = useTechEoForm(accountId);
  if (!query.data) return <Loading error={query.isError} />;
  return <TechEoQuestionsForm accountId={accountId} form={query.data} />;
}

function SocialEngineeringTab({ accountId }: { accountId: string }) {
  const query = useSocialEngineering(accountId);
  if (!query.data) return <Loading error={query.isError} />;
  return <SocialEngineeringForm accountId={accountId} result={query.data} />;
}

/**
 * The security questions modal in both variants (spec 3 §2, §4, §5): from the account page,
 * every section plus the cyber underwriting form (US), the Tech E&O questions and the social
 * engineering questionnaire; from a quote, the sections of its coverages with the save actions
 * Quote Now, Open Cart and Add to List.
 */
export function SecurityQuestionsModal({ data, onClose }: ModalProps<SecurityQuestionsModalData>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('questions');
  if (!data?.accountId) return null;
  const quote = data.variant === 'quote';
  const tabs: TabKey[] = quote
    ? ['questions']
    : data.region === 'UK'
      ? ['questions', 'techEo', 'socialEngineering']
      : ['questions', 'cyberForm', 'techEo', 'socialEngineering'];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="security-questions-title"
    >
      <DialogTitle id="security-questions-title">
        {data.name
          ? t('securityQuestions.quoteTitle', { name: data.name })
          : t('securityQuestions.title')}
      </DialogTitle>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) => setTab(next)}
          variant="scrollable"
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((k) => (
            <Tab key={k} value={k} label={t(`securityQuestions.tabs.${k}`)} />
          ))}
        </Tabs>
      )}
      <DialogContent>
        {tab === 'questions' && <QuestionsTab data={data} onClose={onClose} />}
        {tab === 'cyberForm' && <CyberFormTab accountId={data.accountId} />}
        {tab === 'techEo' && <TechEoTab accountId={data.accountId} />}
        {tab === 'socialEngineering' && <SocialEngineeringTab accountId={data.accountId} />}
      </DialogContent>
    </Dialog>
  );
}

registerModal(SECURITY_QUESTIONS_MODAL, SecurityQuestionsModal);
