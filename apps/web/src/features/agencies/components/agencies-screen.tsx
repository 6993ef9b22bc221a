import AddIcon from '@mui/icons-material/Add';
import { type Agency, isActingAsProvider } from '@cyber/domain';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAgencies } from '../api/search-agencies.ts';
import { AddAgencyDialog } from './add-agency-dialog.tsx';

/** {persona}/agencies (provider staff): every agency, searchable, and 'Add agency'. */
export function AgenciesScreen() {
  const { t } = useTranslation();
  const { persona, permissions, claims } = useCurrentUser();
  const { query, onQueryChange } = useTableQuery();
  const agencies = useAgencies(query);
  const [adding, setAdding] = useState(false);
  const canManage = permissions.includes('agency:manage') && isActingAsProvider(claims);

  const columns = useMemo<DataTableColumn<Agency>[]>(
    () => [
      {
        id: 'name',
        header: t('agencies.name'),
        sortable: true,
        hideable: false,
        cell: (a) => (
          <Link
            component={RouterLink}
            to={paths.persona.agency(persona, a.id)}
            aria-label={t('agencies.open', { name: a.name })}
          >
            {a.name}
          </Link>
        ),
      },
      {
        id: 'hostname',
        header: t('agencies.hostname'),
        sortable: true,
        cell: (a) => a.hostname ?? '',
      },
      { id: 'npn', header: t('agencies.npn'), sortable: true, cell: (a) => a.npn ?? '' },
      {
        id: 'kind',
        header: t('agencies.kind'),
        cell: (a) => (a.agencyKind ? t(`agencies.kind_${a.agencyKind}`) : ''),
      },
      { id: 'parent', header: t('agencies.parent'), cell: (a) => a.parentName ?? '' },
      { id: 'level', header: t('agencies.level'), cell: (a) => a.level?.name ?? '' },
      {
        id: 'accounts',
        header: t('agencies.accounts'),
        align: 'right',
        cell: (a) => String(a.accountCount),
      },
      {
        id: 'users',
        header: t('agencies.users'),
        align: 'right',
        cell: (a) => String(a.userCount),
      },
      {
        id: 'createdAt',
        header: 'Created',
        sortable: true,
        cell: (a) => formatDateTime(a.createdAt),
      },
    ],
    [t, persona],
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('agencies.title')}
          </Typography>
          <Typography color="text.secondary">{t('agencies.subtitle')}</Typography>
        </Stack>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('agencies.add')}
          </Button>
        )}
      </Stack>
      <DataTable
        tableId="agencies"
        label={t('agencies.title')}
        columns={columns}
        rows={agencies.data?.content}
        totalElements={agencies.data?.totalElements ?? 0}
        loading={agencies.isFetching}
        error={agencies.isError && t('accountAgencies.listFailed')}
        getRowId={(a) => a.id}
        query={query}
        onQueryChange={onQueryChange}
      />
      {adding && <AddAgencyDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
