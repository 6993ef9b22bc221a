import {
  COVERAGE_CHART_GROUPS,
  coverageByKey,
  type CoverageChartGroup,
  type RatedCoverage,
} from '@cyber/domain';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

export type CoverageChartProps = { coverages: readonly RatedCoverage[]; limit: number };

const groupOf = (key: string): CoverageChartGroup => {
  if (key.includes('TRIA')) return 'TRIA';
  if (key.includes('ADDITIONAL_NAMED_INSURED')) return 'Additional Named Insured';
  return coverageByKey(key)?.chartGroup ?? 'First Party Coverages';
};

/**
 * The coverage chart (spec 3 §2): per group, each selected coverage's limit as a bar against the
 * aggregate limit, on an axis from 0 to the limit, labelled with its share of the limit.
 */
export function CoverageChart({ coverages, limit }: CoverageChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const groups = COVERAGE_CHART_GROUPS.map((group) => ({
    group,
    rows: coverages.filter((c) => groupOf(c.key) === group),
  })).filter((g) => g.rows.length > 0);
  if (!groups.length) {
    return <Typography color="text.secondary">{t('quoteCalculator.chartEmpty')}</Typography>;
  }
  return (
    <Stack spacing={2} data-testid="coverage-chart">
      {groups.map(({ group, rows }) => (
        <Box key={group} role="img" aria-label={t(`quoteCalculator.chartGroups.${group}`)}>
          <Typography variant="subtitle2">{t(`quoteCalculator.chartGroups.${group}`)}</Typography>
          <BarChart
            layout="horizontal"
            height={40 + rows.length * 28}
            yAxis={[
              {
                scaleType: 'band',
                data: rows.map((r) => r.label),
                width: 180,
                tickLabelStyle: { fontSize: 11 },
              },
            ]}
            xAxis={[
              {
                min: 0,
                max: limit,
                valueFormatter: (v: number) => `${Math.round((v / limit) * 100)}%`,
              },
            ]}
            series={[
              {
                data: rows.map((r) => Math.min(r.subLimit, limit)),
                color: theme.palette.primary.main,
                valueFormatter: (v) =>
                  v === null ? '' : `${Math.round((v / limit) * 100)}% (${v.toLocaleString()})`,
              },
            ]}
            margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
