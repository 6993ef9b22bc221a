/** The coverage chart's groups (spec 3 §2). */
export const COVERAGE_CHART_GROUPS = [
  'First Party Coverages',
  'Third Party Coverages',
  'Endorsements',
  'TRIA',
  'Additional Named Insured',
] as const;
export type CoverageChartGroup = (typeof COVERAGE_CHART_GROUPS)[number];
