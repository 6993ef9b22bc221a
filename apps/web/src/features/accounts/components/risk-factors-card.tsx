import { RISK_FACTOR_KEYS, RISK_FACTOR_LABELS, riskScoreLevel, type RiskScan } from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../components/modal-registry/index.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccountRisk } from '../api/get-account-risk.ts';
import { useRiskScans } from '../api/get-risk-scans.ts';
import { ON_DEMAND_SCAN_MODAL, type EnrichmentModalData } from './enrichment-modals.tsx';

/** The colour of a score's level (riskScoreLevel). */
export const LEVEL_COLOURS = { good: 'success', fair: 'warning', poor: 'error' } as const;
const SEVERITY_COLOURS = { HIGH: 'error', MEDIUM: 'warning', LOW: 'default' } as const;

export type RiskFactorsCardProps = {
  accountId: string;
  accountName: string;
  /** The caller may run an on-demand scan (account:manage). */
  canScan: boolean;
};

/**
 * The account's risk picture (spec 3 §3): the nine factors as labelled bars 0–100 (100 best),
 * the company, industry and portfolio scores, the findings behind weak factors, when it was
 * scanned, the scan history, and the on-demand scan (spec 2 §2).
 */
export function RiskFactorsCard({ accountId, accountName, canScan }: RiskFactorsCardProps) {
  const { t } = useTranslation();
  const risk = useAccountRisk(accountId);
  const [showHistory, setShowHistory] = useState(false);

  const handleScan = () =>
    openModal<EnrichmentModalData>(ON_DEMAND_SCAN_MODAL, { accountId, name: accountName });

  let content;
  if (risk.isPending) content = <LinearProgress aria-label={t('common.loading')} />;
  else if (risk.isError) {
    content = (
      <Alert severity="error" role="alert">
        {t('accountEnrichment.riskLoadFailed')}
      </Alert>
    );
  } else if (!risk.data.scan) {
    content = <Typography color="text.secondary">{t('accountEnrichment.noScan')}</Typography>;
  } else {
    const scan = risk.data.scan;
    content = (
      <Stack spacing={3}>
        <Aggregates scan={scan} />
        <Box component="ul" aria-label={t('accountEnrichment.factors')} sx={{ p: 0, m: 0 }}>
          {RISK_FACTOR_KEYS.map((key) => (
            <FactorBar key={key} label={RISK_FACTOR_LABELS[key]} value={scan.factors[key]} />
          ))}
        </Box>
        {scan.findings.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('accountEnrichment.findings')}
            </Typography>
            <List dense disablePadding aria-label={t('accountEnrichment.findings')}>
              {scan.findings.map((f) => (
                <ListItem key={`${f.factor}-${f.title}`} disableGutters>
                  <Chip
                    size="small"
                    color={SEVERITY_COLOURS[f.severity]}
                    label={t(`accountEnrichment.severity_${f.severity}`)}
                    sx={{ mr: 1, minWidth: 72 }}
                  />
                  <ListItemText
                    primary={f.title}
                    secondary={RISK_FACTOR_LABELS[f.factor]}
                    slotProps={{ primary: { variant: 'body2' } }}
                  />
                </ListItem>
              ))}
            </List>
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="last-scan">
          {t('accountEnrichment.lastScan', {
            time: formatDateTime(scan.createdAt),
            trigger: t(`accountEnrichment.trigger_${scan.trigger}`),
            provider: scan.provider,
          })}
        </Typography>
      </Stack>
    );
  }

  return (
    <SectionCard title={t('accountEnrichment.riskTitle')}>
      <Stack spacing={2}>
        {content}
        {risk.data?.nextOnDemandScanAt && (
          <Typography variant="body2" color="text.secondary">
            {t('accountEnrichment.nextScanAt', {
              time: formatDateTime(risk.data.nextOnDemandScanAt),
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          {canScan && (
            <Button variant="outlined" onClick={handleScan}>
              {t('accountEnrichment.scan')}
            </Button>
          )}
          {risk.data?.scan && (
            <Button onClick={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
              {t('accountEnrichment.history')}
            </Button>
          )}
        </Stack>
        {showHistory && <ScanHistory accountId={accountId} />}
      </Stack>
    </SectionCard>
  );
}

function Aggregates({ scan }: { scan: RiskScan }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'company', label: t('accountEnrichment.company'), value: scan.companyScore },
    { key: 'industry', label: t('accountEnrichment.industry'), value: scan.industryScore },
    { key: 'portfolio', label: t('accountEnrichment.portfolio'), value: scan.portfolioScore },
  ];
  return (
    <Stack direction="row" spacing={2} component="dl" sx={{ m: 0 }}>
      {tiles.map((tile) => (
        <Box key={tile.key} sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography
            component="dd"
            variant="h4"
            sx={{ m: 0 }}
            data-testid={`${tile.key}-score`}
            color={
              tile.value === null
                ? 'text.secondary'
                : `${LEVEL_COLOURS[riskScoreLevel(tile.value)]}.main`
            }
          >
            {tile.value ?? t('account.none')}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function FactorBar({ label, value }: { label: string; value: number }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ listStyle: 'none', py: 0.5 }}
    >
      <Typography variant="body2" sx={{ width: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={LEVEL_COLOURS[riskScoreLevel(value)]}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ width: 32, textAlign: 'right', fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function ScanHistory({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const scans = useRiskScans(accountId, { page: 0, size: 10 });
  if (scans.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (scans.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('accountEnrichment.riskLoadFailed')}
      </Alert>
    );
  }
  if (scans.data.content.length === 0) {
    return <Typography color="text.secondary">{t('accountEnrichment.noScan')}</Typography>;
  }
  return (
    <List dense aria-label={t('accountEnrichment.history')}>
      {scans.data.content.map((s) => (
        <ListItem key={s.id} disableGutters>
          <ListItemText
            primary={t('accountEnrichment.historyItem', {
              score: s.companyScore,
              trigger: t(`accountEnrichment.trigger_${s.trigger}`),
            })}
            secondary={formatDateTime(s.createdAt)}
          />
        </ListItem>
      ))}
    </List>
  );
}
