import type { ApiActivityStats } from '@cyber/domain';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ActivityStatsProps = { stats: ApiActivityStats | undefined };

/** Totals of the range as cards. */
export function ActivityStats({ stats }: ActivityStatsProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const ms = (value: number | null) =>
    value === null ? t('apiActivity.none') : t('apiActivity.ms', { value: number(value) });
  type StatCard = { id: string; label: string; value: string; error?: boolean };
  const cards: StatCard[] = stats
    ? [
        { id: 'total', label: t('apiActivity.totalCalls'), value: number(stats.totalCalls) },
        {
          id: 'errors',
          label: t('apiActivity.errors'),
          value: number(stats.errors),
          error: stats.errors > 0,
        },
        {
          id: 'rate',
          label: t('apiActivity.errorRate'),
          value: new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            maximumFractionDigits: 1,
          }).format(stats.errorRate),
          error: stats.errorRate > 0,
        },
        { id: 'p50', label: t('apiActivity.p50'), value: ms(stats.p50DurationMs) },
        { id: 'p95', label: t('apiActivity.p95'), value: ms(stats.p95DurationMs) },
      ]
    : [];
  return (
    <Grid container spacing={2}>
      {(stats ? cards : Array.from({ length: 5 }, (): StatCard | null => null)).map(
        (card, index) => (
          <Grid key={card?.id ?? index} size={{ xs: 6, md: 4, lg: 'grow' }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                {card ? (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {card.label}
                    </Typography>
                    <Typography
                      variant="h5"
                      component="p"
                      data-testid={`stat-${card.id}`}
                      color={card.error ? 'error' : 'text.primary'}
                    >
                      {card.value}
                    </Typography>
                  </>
                ) : (
                  <Skeleton variant="text" height={56} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ),
      )}
    </Grid>
  );
}
