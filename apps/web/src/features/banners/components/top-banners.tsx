import {
  INCIDENT_DISMISSED_KEY,
  incidentFingerprint,
  type IncidentBannerPayload,
} from '@cyber/domain';
import { Alert, Box, Button, GlobalStyles, Stack } from '@mui/material';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TopBannersProps = {
  /** The incident to announce (flag on, settings valid), or null. */
  incident: IncidentBannerPayload | null;
  /** Maintenance is on but this visitor (a provider admin) keeps the app. */
  maintenanceBypassed: boolean;
  /** Where a provider admin turns flags off; shown with the maintenance notice. */
  flagsHref?: string | null;
};

const readDismissed = () => {
  try {
    return localStorage.getItem(INCIDENT_DISMISSED_KEY);
  } catch {
    return null;
  }
};

/** Keeps the measured height of the banners in sync, so fixed app bars sit below them. */
function useHeight<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!node) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(node.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref: setNode, height };
}

/**
 * Notices at the very top of every page, signed in or not: the incident banner (Check Status
 * opens the status page; Dismiss Message hides this message in this browser until it changes)
 * and, for a provider admin, a reminder that maintenance mode is on.
 */
export function TopBanners({ incident, maintenanceBypassed, flagsHref }: TopBannersProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const { ref, height } = useHeight<HTMLDivElement>();
  const fingerprint = incident ? incidentFingerprint(incident) : null;
  const showIncident = incident !== null && dismissed !== fingerprint;

  if (!showIncident && !maintenanceBypassed) return null;

  const handleDismiss = () => {
    if (!fingerprint) return;
    try {
      localStorage.setItem(INCIDENT_DISMISSED_KEY, fingerprint);
    } catch {
      // Storage refused (private mode): hide for this page view only.
    }
    setDismissed(fingerprint);
  };

  return (
    <>
      {/* The signed-in shell's app bar and side navigation are fixed at the top: move them down. */}
      <GlobalStyles
        styles={{
          '.MuiAppBar-positionFixed': { top: `${height}px !important` },
          '.MuiDrawer-docked .MuiDrawer-paper': {
            top: `${height}px !important`,
            height: `calc(100% - ${height}px) !important`,
          },
        }}
      />
      <Box
        ref={ref}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 2,
        }}
      >
        <Stack>
          {showIncident && incident && (
            <Alert
              severity="warning"
              variant="filled"
              square
              role="region"
              aria-label={t('banners.incidentLabel')}
              sx={{ alignItems: 'center', '& .MuiAlert-message': { whiteSpace: 'pre-line' } }}
              action={
                <Stack direction="row" spacing={1}>
                  <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    href={incident.statusUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('banners.checkStatus')}
                  </Button>
                  <Button color="inherit" size="small" onClick={handleDismiss}>
                    {t('banners.dismiss')}
                  </Button>
                </Stack>
              }
            >
              {incident.message}
            </Alert>
          )}
          {maintenanceBypassed && (
            <Alert
              severity="info"
              square
              role="status"
              sx={{ alignItems: 'center' }}
              action={
                flagsHref ? (
                  <Button color="inherit" size="small" href={flagsHref}>
                    {t('banners.manageFlags')}
                  </Button>
                ) : undefined
              }
            >
              {t('banners.maintenanceBypassed')}
            </Alert>
          )}
        </Stack>
      </Box>
      {/* Holds the banners' place so the page starts below them. */}
      <Box aria-hidden sx={{ height }} />
    </>
  );
}
