import { connectorDefinition, type ScoresHistory } from '@cyber/domain';
import { Box, Skeleton, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Connector scores over time: one line per connected tool, on the days a score was taken. */
export function ScoreHistoryChart({ history }: { history: ScoresHistory | undefined }) {
  const { t } = useTranslation();
  if (!history) return <Skeleton variant="rounded" height={240} />;
  if (history.points.length === 0)
    return <Typography color="text.secondary">{t('connectors.historyEmpty')}</Typography>;
  const days = [...new Set(history.points.map((p) => p.scoredAt.slice(0, 10)))].sort();
  const connections = [...new Set(history.points.map((p) => p.connectionId))];
  const series = connections.map((id) => {
    const points = history.points.filter((p) => p.connectionId === id);
    const byDay = new Map(points.map((p) => [p.scoredAt.slice(0, 10), p.score]));
    return {
      id,
      label: connectorDefinition(points[0]!.connectorType).name,
      data: days.map((d) => byDay.get(d) ?? null),
      connectNulls: true,
    };
  });
  return (
    <Box role="img" aria-label={t('connectors.history')} data-testid="score-history-chart">
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: days.map((d) => dayjs(d).format('MMM D')) }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={series}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
