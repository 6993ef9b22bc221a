import type { ApiActivityGraph } from '@cyber/domain';
import { Box, Skeleton, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type ActivityChartProps = { graph: ApiActivityGraph | undefined };

const labelFor = (start: string, bucketMs: number) =>
  dayjs(start).format(
    bucketMs >= 86_400_000 ? 'MMM D' : bucketMs >= 3_600_000 ? 'MMM D, h A' : 'h:mm A',
  );

/** Calls per time bucket, stacked: successes, then errors highlighted in the error colour. */
export function ActivityChart({ graph }: ActivityChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (!graph) return <Skeleton variant="rounded" height={260} />;
  const labels = graph.buckets.map((b) => labelFor(b.start, graph.bucketMs));
  return (
    <Box role="img" aria-label={t('apiActivity.chartTitle')} data-testid="activity-chart">
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
        series={[
          {
            id: 'success',
            label: t('apiActivity.success'),
            data: graph.buckets.map((b) => b.success),
            stack: 'calls',
            color: theme.palette.primary.main,
          },
          {
            id: 'error',
            label: t('apiActivity.errors'),
            data: graph.buckets.map((b) => b.error),
            stack: 'calls',
            color: theme.palette.error.main,
          },
        ]}
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
      />
    </Box>
  );
}
