import {
  DEFAULT_TIME_RANGE_PRESET,
  TIME_RANGE_PRESETS,
  isErrorStatus,
  type ApiActivityRow,
  type TimeRangePresetId,
} from '@cyber/domain';
import { Alert, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { ActivityFilters } from '../api/activity-query.ts';
import { useApiActivityGraph } from '../api/get-api-activity-graph.ts';
import { useApiActivityStats } from '../api/get-api-activity-stats.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useApiActivity } from '../api/search-api-activity.ts';
import { ActivityChart } from './activity-chart.tsx';
import { ActivityStats } from './activity-stats.tsx';

const ALL_KEYS = '';

export type ApiActivityScreenProps = {
  /** Provider staff see every organisation's calls: show whose call each one was. */
  showOrganisation: boolean;
};

/** {persona}/manage/api-activity: calls made with keys over a time range. */
export function ApiActivityScreen({ showOrganisation }: ApiActivityScreenProps) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<TimeRangePresetId>(DEFAULT_TIME_RANGE_PRESET);
  const [apiClientId, setApiClientId] = useState(ALL_KEYS);
  const filters = useMemo<ActivityFilters>(
    () => ({ preset, apiClientId: apiClientId || undefined }),
    [preset, apiClientId],
  );
  const { query, onQueryChange } = useTableQuery({ sort: 'occurredAt,desc' });
  const table = useApiActivity(filters, query);
  const graph = useApiActivityGraph(filters);
  const stats = useApiActivityStats(filters);
  const keys = useApiKeys({ page: 0, size: 100, sort: 'name,asc' });

  const columns = useMemo<DataTableColumn<ApiActivityRow>[]>(
    () => [
      {
        id: 'occurredAt',
        header: t('apiActivity.time'),
        cell: (r) => formatDateTime(r.occurredAt),
        sortable: true,
        hideable: false,
      },
      { id: 'method', header: t('apiActivity.method'), cell: (r) => r.method, sortable: true },
      {
        id: 'path',
        header: t('apiActivity.path'),
        cell: (r) => (
          <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {r.path}
          </Box>
        ),
        sortable: true,
      },
      {
        id: 'statusCode',
        header: t('apiActivity.status'),
        cell: (r) => (
          <Chip
            size="small"
            variant="outlined"
            label={r.statusCode}
            color={isErrorStatus(r.statusCode) ? 'error' : 'success'}
          />
        ),
        sortable: true,
      },
      {
        id: 'durationMs',
        header: t('apiActivity.duration'),
        cell: (r) => t('apiActivity.ms', { value: r.durationMs }),
        sortable: true,
        align: 'right',
      },
      { id: 'apiClientId', header: t('apiActivity.client'), cell: (r) => r.apiKeyName },
      ...(showOrganisation
        ? [
            {
              id: 'organisationName',
              header: t('apiActivity.organisation'),
              cell: (r: ApiActivityRow) => r.organisationName,
            },
          ]
        : []),
      { id: 'ip', header: t('apiActivity.ip'), cell: (r) => r.ip ?? '—' },
    ],
    [t, showOrganisation],
  );

  const error = table.error ?? graph.error ?? stats.error;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('apiActivity.title')}
          </Typography>
          <Typography color="text.secondary">{t('apiActivity.subtitle')}</Typography>
        </Stack>
        <TextField
          select
          size="small"
          label={t('apiActivity.key')}
          value={apiClientId}
          onChange={(event) => {
            setApiClientId(event.target.value);
            onQueryChange({ ...query, page: 0 });
          }}
          fullWidth={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, flexShrink: 0 }}
        >
          <MenuItem value={ALL_KEYS}>{t('apiActivity.allKeys')}</MenuItem>
          {keys.data?.content.map((k) => (
            <MenuItem key={k.keyId} value={k.keyId}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('apiActivity.range')}
          value={preset}
          onChange={(event) => {
            setPreset(Number(event.target.value) as TimeRangePresetId);
            onQueryChange({ ...query, page: 0 });
          }}
          fullWidth={false}
          sx={{ minWidth: 200, flexShrink: 0 }}
        >
          {TIME_RANGE_PRESETS.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t(`timeRange.${p.id}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {error && <Alert severity="error">{error.message}</Alert>}

      <ActivityStats stats={stats.data} />

      <SectionCard title={t('apiActivity.chartTitle')}>
        <ActivityChart graph={graph.data} />
      </SectionCard>

      <DataTable
        tableId="api-activity"
        label={t('apiActivity.tableLabel')}
        columns={columns}
        rows={table.data?.content}
        totalElements={table.data?.totalElements ?? 0}
        loading={table.isFetching}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('apiActivity.searchPlaceholder')}
        renderExpanded={(r) => (
          <DetailList
            items={[
              { label: t('apiActivity.route'), value: r.route ?? '—' },
              { label: t('apiActivity.userAgent'), value: r.userAgent ?? '—' },
              { label: t('apiActivity.client'), value: r.apiClientId },
            ]}
          />
        )}
      />
    </Stack>
  );
}
