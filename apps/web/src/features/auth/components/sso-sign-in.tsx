import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The form downloads when asked for: the sign-in page's first download stays within budget. */
const SsoSignInForm = lazy(() =>
  import('./sso-sign-in-form.tsx').then((m) => ({ default: m.SsoSignInForm })),
);

/**
 * "Sign in with single sign-on" (decision 061) under the password form: it opens the work
 * e-mail form, which sends the browser to the organisation's identity provider.
 */
export function SsoSignIn() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('sso.or')}
        </Typography>
      </Box>
      {open ? (
        <Suspense fallback={null}>
          <SsoSignInForm onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button variant="outlined" size="large" onClick={() => setOpen(true)}>
          {t('sso.signIn')}
        </Button>
      )}
    </Stack>
  );
}
