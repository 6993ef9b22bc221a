import { regionOfCurrency } from '@cyber/domain';
import type { UnderwritingDetail } from '@cyber/domain';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatWholeMoney } from '../../../lib/format.ts';

/**
 * The account as the engine rates it now: firmographics, the latest scan's risk factors and the
 * security answers (what the underwriter reads before deciding).
 */
export function RiskPanel({ detail }: { detail: UnderwritingDetail }) {
  const { t } = useTranslation();
  const { account } = detail;
  const region = regionOfCurrency(detail.quote.currency);
  const answer = (value: boolean | null) =>
    value === null
      ? t('underwriting.risk.unanswered')
      : value
        ? t('underwriting.risk.yes')
        : t('underwriting.risk.no');
  return (
    <SectionCard title={t('underwriting.risk.title')}>
      <DetailList
        items={[
          { label: t('underwriting.risk.industryCode'), value: account.industryCode ?? '—' },
          {
            label: t('underwriting.risk.revenue'),
            value: account.revenue === null ? '—' : formatWholeMoney(account.revenue, region),
          },
          { label: t('underwriting.risk.employees'), value: account.employees ?? '—' },
        ]}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('underwriting.risk.factors')}
      </Typography>
      {account.riskFactors.length === 0 ? (
        <Typography color="text.secondary">{t('underwriting.risk.noScan')}</Typography>
      ) : (
        <DetailList
          items={account.riskFactors.map((f) => ({ label: f.label, value: String(f.value) }))}
        />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('underwriting.risk.answers')}
      </Typography>
      <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {account.securityAnswers.map((a) => (
          <Stack
            key={a.key}
            component="li"
            direction="row"
            justifyContent="space-between"
            alignItems="center"
            spacing={1}
          >
            <Typography variant="body2">{a.label}</Typography>
            <Chip
              size="small"
              // Neutral colours: a Yes is good for "MFA" and bad for "pending litigation".
              variant={a.answer === null ? 'outlined' : 'filled'}
              label={answer(a.answer)}
            />
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
