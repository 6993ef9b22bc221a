import AddIcon from '@mui/icons-material/Add';
import {
  ACCOUNT_LIST_FILTERS,
  DASHBOARD_PAGE_SIZE,
  formatAccountPhone,
  isAllTeams,
  type AccountListFilter,
  type AccountSummary,
} from '@cyber/domain';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ListFilter } from '../../../components/data-table/list-filter.tsx';
import { ModalHost, openModal } from '../../../components/modal-registry/index.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSelectedTeam } from '../../teams/index.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { NEW_ACCOUNT_MODAL } from './new-account-modal.tsx';

const location = (a: AccountSummary): string => [a.city, a.state].filter(Boolean).join(', ');

export type AccountsScreenProps = {
  /** Inside the dashboard's ACCOUNTS tab: 20 rows and no heading of its own (the tab names it). */
  embedded?: boolean;
};

/**
 * {persona}/accounts and the dashboard's ACCOUNTS tab: the accounts the caller sees, filtered by
 * the header's team and by account type (active policy, open for renewal, not quoted yet,
 * potential submissions).
 */
export function AccountsScreen({ embedded = false }: AccountsScreenProps) {
  const { t } = useTranslation();
  const { persona, permissions } = useCurrentUser();
  const team = useSelectedTeam();
  const { query, onQueryChange } = useTableQuery({
    sort: 'modified,desc',
    ...(embedded ? { size: DASHBOARD_PAGE_SIZE } : {}),
  });
  const [accountFilter, setAccountFilter] = useState<AccountListFilter | ''>('');
  const accounts = useAccounts({
    ...query,
    teamId: isAllTeams(team) ? undefined : team.id,
    accountFilter: accountFilter || undefined,
  });
  const canCreate =
    permissions.includes('account:manage') && ['admin', 'agency', 'mssp'].includes(persona);

  const columns = useMemo<DataTableColumn<AccountSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('accounts.name'),
        sortable: true,
        hideable: false,
        truncate: { width: 170, text: (a) => a.name },
        cell: (a) => (
          <Link
            component={RouterLink}
            to={paths.persona.account(persona, a.id)}
            aria-label={t('accounts.open', { name: a.name })}
          >
            {a.name}
          </Link>
        ),
      },
      {
        id: 'cbid',
        header: t('accounts.cbid'),
        sortable: true,
        nowrap: true,
        cell: (a) => a.cbid,
      },
      {
        id: 'state',
        header: t('accounts.location'),
        sortable: true,
        truncate: { width: 110, text: location },
        cell: location,
      },
      {
        id: 'phone',
        header: t('accountForm.phone'),
        nowrap: true,
        cell: (a) => formatAccountPhone(a.phone, a.region),
      },
      {
        id: 'agency',
        header: t('accounts.agency'),
        truncate: { width: 110, text: (a) => a.agencyName ?? '' },
        cell: (a) => a.agencyName ?? '',
        // an agency's list is all its own accounts
        defaultHidden: persona === 'agency',
      },
      {
        id: 'agent',
        header: t('accounts.agent'),
        truncate: { width: 120, text: (a) => a.agentName ?? '' },
        cell: (a) => a.agentName ?? '',
        defaultHidden: persona !== 'agency',
      },
      {
        id: 'team',
        header: t('accounts.team'),
        truncate: { width: 140, text: (a) => a.teamName ?? '' },
        cell: (a) => a.teamName ?? '',
        defaultHidden: true,
      },
      {
        id: 'profileScore',
        header: t('accounts.score'),
        sortable: true,
        align: 'right',
        nowrap: true,
        cell: (a) => `${a.profileScore}/10`,
      },
      {
        id: 'accountStatus',
        header: t('accounts.status'),
        sortable: true,
        nowrap: true,
        cell: (a) => t(`accounts.status_${a.accountStatus}`, { defaultValue: a.accountStatus }),
      },
      {
        id: 'modified',
        header: t('accounts.modified'),
        sortable: true,
        nowrap: true,
        cell: (a) => formatDateTime(a.updatedAt),
      },
    ],
    [t, persona],
  );

  return (
    <Stack spacing={embedded ? 2 : 3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        {embedded ? (
          <Stack sx={{ flex: 1 }} />
        ) : (
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Typography variant="h2" component="h1">
              {t('accounts.title')}
            </Typography>
            <Typography color="text.secondary">{t('accounts.subtitle')}</Typography>
          </Stack>
        )}
        <Button component={RouterLink} to={paths.persona.accountLookup(persona)}>
          {t('accounts.lookup')}
        </Button>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openModal(NEW_ACCOUNT_MODAL)}
          >
            {t('accounts.newAccount')}
          </Button>
        )}
      </Stack>
      <DataTable
        tableId="accounts"
        label={t('accounts.title')}
        columns={columns}
        rows={accounts.data?.content}
        totalElements={accounts.data?.totalElements ?? 0}
        totalIsCapped={accounts.data?.totalIsCapped ?? false}
        loading={accounts.isFetching}
        error={accounts.error}
        getRowId={(a) => a.id}
        query={query}
        onQueryChange={onQueryChange}
        pageSizes={embedded ? [DASHBOARD_PAGE_SIZE, 50, 100] : undefined}
        toolbar={
          <ListFilter
            id="accounts-filter-type"
            label={t('accounts.filter.label')}
            value={accountFilter}
            options={ACCOUNT_LIST_FILTERS}
            optionLabel={(filter) => t(`accounts.filter.${filter}`)}
            allLabel={t('accounts.filter.ALL')}
            onChange={(value) => {
              setAccountFilter(value);
              onQueryChange({ ...query, page: 0 });
            }}
            minWidth={200}
          />
        }
      />
      <ModalHost />
    </Stack>
  );
}
