import { REQUESTED_QUOTES_PROMPT_MS } from '@cyber/domain';
import { Alert, Button, Snackbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { quotesKey } from '../api/search-quotes.ts';

/** The navigation state the quote flow and the cart pass to {base}/quotes after a request. */
export type RequestedQuotesState = { requestedQuotes: number };

const requestedOf = (state: unknown): number => {
  const n = (state as Partial<RequestedQuotesState> | null)?.requestedQuotes;
  return typeof n === 'number' && n > 0 ? n : 0;
};

/**
 * Spec 3 §4, §9: after quotes are requested and the user is redirected, a prompt offering to
 * refresh the list appears 10 s later (rating and referrals may still be settling). Refresh
 * re-reads every quotes query; either choice clears the navigation state so a reload does not
 * prompt again.
 */
export function RequestedQuotesPrompt({
  delayMs = REQUESTED_QUOTES_PROMPT_MS,
}: {
  delayMs?: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = requestedOf(location.state);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!requested) return;
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [requested, delayMs]);

  const dismiss = () => {
    setOpen(false);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: quotesKey });
    dismiss();
  };

  return (
    <Snackbar
      open={open && requested > 0}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={dismiss}
        action={
          <Button color="inherit" size="small" onClick={refresh}>
            {t('quoteFlow.prompt.refresh')}
          </Button>
        }
      >
        {t('quoteFlow.prompt.message', { count: requested })}
      </Alert>
    </Snackbar>
  );
}
