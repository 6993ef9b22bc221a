import type { QuoteView } from '@cyber/domain';
import { Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { actionFailure } from '../../underwriting/index.ts';
import { useBindQuote } from '../api/policy-actions.ts';

export type BindQuoteButtonProps = {
  quote: Pick<QuoteView, 'id' | 'product' | 'quoteNumber' | 'status'>;
};

/**
 * "Bind" for a Ready quote (nothing for any other status): asks first, then binds; the server's
 * message shows in a snackbar with a way to the BINDERS tab, a refusal's message in the dialog.
 * The caller decides who may bind (quote:manage).
 */
export function BindQuoteButton({ quote }: BindQuoteButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { persona } = useCurrentUser();
  const bind = useBindQuote();
  const [confirming, setConfirming] = useState(false);
  if (quote.status !== 'READY' && !confirming) return null;

  const close = () => {
    setConfirming(false);
    bind.reset();
  };

  return (
    <>
      {quote.status === 'READY' && (
        <Button variant="contained" color="success" onClick={() => setConfirming(true)}>
          {t('policies.bind.action')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('policies.bind.title', { number: quote.quoteNumber })}
        body={t('policies.bind.body')}
        confirmLabel={t('policies.bind.confirm')}
        pending={bind.isPending}
        error={actionFailure(bind.error, t('policies.bind.failed')) ?? null}
        onConfirm={() =>
          bind.mutate(
            { product: quote.product, quoteId: quote.id },
            {
              onSuccess: (result) => {
                close();
                enqueueSnackbar(result.message, {
                  variant: 'success',
                  action: (key) => (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        closeSnackbar(key);
                        void navigate(paths.persona.binders(persona));
                      }}
                    >
                      {t('policies.bind.viewBinders')}
                    </Button>
                  ),
                });
              },
            },
          )
        }
        onClose={close}
      />
    </>
  );
}
