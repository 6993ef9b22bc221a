import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { riskScoreLevel, type Persona } from '@cyber/domain';
import {
  Alert,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePortfolioRisk } from '../api/get-portfolio-risk.ts';
import { LEVEL_COLOURS } from './risk-factors-card.tsx';

/**
 * The dashboard's portfolio risk (an MSSP's clients): how many accounts and how many scanned, the
 * portfolio score, and the weakest accounts by their newest scan, each opening its account.
 */
export function PortfolioRiskCard({ persona }: { persona: Persona }) {
  const { t } = useTranslation();
  const risk = usePortfolioRisk();
  const title = t('accountEnrichment.portfolioRisk.title');
  const body = (() => {
    if (risk.isPending) return <Skeleton variant="rounded" height={64} />;
    if (risk.isError) {
      return <Alert severity="error">{t('accountEnrichment.portfolioRisk.loadFailed')}</Alert>;
    }
    const { accounts, scanned, portfolioScore, lowest } = risk.data;
    return (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography variant="h5" component="p" data-testid="portfolio-score">
            {portfolioScore ?? '—'}
          </Typography>
          {portfolioScore !== null && (
            <Chip
              size="small"
              color={LEVEL_COLOURS[riskScoreLevel(portfolioScore)]}
              label={t(`accountEnrichment.portfolioRisk.${riskScoreLevel(portfolioScore)}`)}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('accountEnrichment.portfolioRisk.scanned', { scanned, accounts })}
          </Typography>
        </Stack>
        {lowest.length === 0 ? (
          <Typography color="text.secondary">
            {t('accountEnrichment.portfolioRisk.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('accountEnrichment.portfolioRisk.weakest')}>
            {lowest.map((a) => (
              <ListItem
                key={a.accountId}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    variant="outlined"
                    color={LEVEL_COLOURS[riskScoreLevel(a.companyScore)]}
                    label={a.companyScore}
                  />
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.persona.account(persona, a.accountId)}>
                      {a.name}
                    </Link>
                  }
                  secondary={t('accountEnrichment.portfolioRisk.scannedAt', {
                    when: formatDateTime(a.scannedAt),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    );
  })();
  return (
    <SectionCard title={title} icon={<ShieldOutlinedIcon color="primary" />}>
      {body}
    </SectionCard>
  );
}
