import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { MESSAGES, regionForLanguage } from '@cyber/domain';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/env.ts';
import { CopyButton } from './copy-button.tsx';
import { StatusScreen } from './status-screen.tsx';

export type GenericErrorScreenProps = { error: unknown };

/** What support needs to trace a crash; nothing about the user's data. */
export function describeError(error: unknown): string {
  const lines = [
    `Time: ${new Date().toISOString()}`,
    `Page: ${typeof window !== 'undefined' ? window.location.href : ''}`,
    `Browser: ${typeof navigator !== 'undefined' ? navigator.userAgent : ''}`,
  ];
  if (error instanceof Error) {
    lines.push(`Error: ${error.name}: ${error.message}`);
    if (error.stack) lines.push(error.stack);
  } else {
    try {
      lines.push(`Error: ${JSON.stringify(error)}`);
    } catch {
      lines.push(`Error: ${String(error)}`);
    }
  }
  return lines.join('\n');
}

/** The generic error screen (spec 1 §2). */
export function GenericErrorScreen({ error }: GenericErrorScreenProps) {
  const { t, i18n } = useTranslation();
  const support = appConfig.support[regionForLanguage(i18n.language)];

  const handleRefresh = () => window.location.reload();

  return (
    <StatusScreen
      icon={<ErrorOutlineIcon />}
      title={MESSAGES.unexpectedErrorTitle}
      actions={
        <>
          <CopyButton
            variant="outlined"
            text={() => describeError(error)}
            label={t('error.copyDetails')}
          />
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={handleRefresh}>
            {t('error.refresh')}
          </Button>
          <Button
            variant="text"
            startIcon={<SupportAgentIcon />}
            href={`mailto:${support.email}?subject=${encodeURIComponent(MESSAGES.unexpectedErrorTitle)}`}
          >
            {t('error.contactSupport')}
          </Button>
        </>
      }
    >
      <span>{MESSAGES.unexpectedErrorBody}</span>
    </StatusScreen>
  );
}
