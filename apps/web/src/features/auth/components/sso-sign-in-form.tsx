import { MESSAGES } from '@cyber/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { startSso } from '../api/sso.ts';

/**
 * The work e-mail form of single sign-on: the address's domain decides the organisation's
 * identity provider, and the browser goes there (it comes back to /sso/callback).
 */
export function SsoSignInForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // The sign-in form's rule for an address (the domain's schema, loaded when first needed).
    const { SsoStartRequestSchema } = await import('../api/auth-schemas.ts');
    const parsed = SsoStartRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.genericError);
      return;
    }
    setBusy(true);
    try {
      window.location.assign(await startSso(parsed.data.email));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.genericError);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('sso.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('sso.intro')}</Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          id="sso-email"
          type="email"
          label={t('sso.email')}
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel}>{t('sso.cancel')}</Button>
          <SubmitButton busy={busy} disabled={!email.trim()}>
            {t('sso.continue')}
          </SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
