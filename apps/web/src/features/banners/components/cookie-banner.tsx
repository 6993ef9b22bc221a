import {
  COOKIE_BANNER_DELAY_MS,
  cookieConsentNeeded,
  readCookieConsent,
  writeCookieConsent,
} from '@cyber/domain';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The cookie banner (spec 1 §4, §9): 1.5 s after load unless already answered. Accept or Deny is
 * stored in local storage with its time; an acceptance is asked again after six months, a denial
 * stands.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!cookieConsentNeeded(readCookieConsent(localStorage), new Date())) return;
    const timer = window.setTimeout(() => setOpen(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;

  const handleAnswer = (enabled: boolean) => {
    writeCookieConsent(localStorage, enabled, new Date());
    setOpen(false);
  };

  return (
    <Paper
      role="region"
      aria-label={t('banners.cookieLabel')}
      elevation={6}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        maxWidth: 480,
        p: 2,
        // Above the page and the app bar, below dialogs and snackbars.
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('banners.cookieText')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" size="small" onClick={() => handleAnswer(false)}>
            {t('banners.deny')}
          </Button>
          <Button variant="contained" size="small" onClick={() => handleAnswer(true)}>
            {t('banners.accept')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
