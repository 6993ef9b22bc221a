import {
  AGENT_SEARCH_DEBOUNCE_MS,
  type AccountSummary,
  type AgencyAccount,
  type AgencyAgentOption,
  type AgencyTeamOption,
  type BulkAssignAgencyInput,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useAccountOptions,
  useAgencyAccounts,
  useAssignAgencyToAccounts,
} from '../api/agency-book.ts';
import { AgentPicker, TeamPicker } from './people-pickers.tsx';
import { noOptionsText } from '../../../components/picker-text.ts';

export type AgencyAccountsCardProps = {
  agencyId: string;
  agencyName: string;
  /** Provider staff who manage accounts assign the agency to more accounts. */
  canAssign: boolean;
};

/**
 * The agency's accounts on its page (spec 2 §7 "Assign agency by e-mail (accountIds)"): the
 * shared data table with server paging, sort and search, and for provider staff "Assign
 * accounts".
 */
export function AgencyAccountsCard({ agencyId, agencyName, canAssign }: AgencyAccountsCardProps) {
  const { t } = useTranslation();
  const { persona } = useCurrentUser();
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const accounts = useAgencyAccounts(agencyId, query);
  const [assigning, setAssigning] = useState(false);

  const columns = useMemo<DataTableColumn<AgencyAccount>[]>(
    () => [
      {
        id: 'name',
        header: t('agencyAccounts.name'),
        sortable: true,
        hideable: false,
        cell: (a) => (
          <Link component={RouterLink} to={paths.persona.account(persona, a.id)}>
            {a.name}
          </Link>
        ),
      },
      { id: 'cbid', header: t('agencyAccounts.cbid'), sortable: true, cell: (a) => a.cbid },
      {
        id: 'city',
        header: t('agencyAccounts.city'),
        sortable: true,
        cell: (a) => a.city ?? '',
      },
      {
        id: 'state',
        header: t('agencyAccounts.state'),
        sortable: true,
        cell: (a) => a.state ?? '',
      },
      {
        id: 'relation',
        header: t('agencyAccounts.relation'),
        sortable: true,
        cell: (a) => <Chip size="small" label={t(`accountAgencies.relation_${a.relation}`)} />,
      },
      {
        id: 'agent',
        header: t('agencyAccounts.agent'),
        cell: (a) => a.agent?.name ?? t('accountAgencies.noAgent'),
      },
      { id: 'team', header: t('agencyAccounts.team'), cell: (a) => a.team?.name ?? '' },
      {
        id: 'linkedAt',
        header: t('agencyAccounts.linkedAt'),
        sortable: true,
        cell: (a) => formatDateTime(a.linkedAt),
      },
    ],
    [t, persona],
  );

  return (
    <SectionCard title={t('agencyAccounts.title')}>
      <Stack spacing={2}>
        <DataTable
          tableId="agency-accounts"
          label={t('agencyAccounts.tableLabel', { name: agencyName })}
          columns={columns}
          rows={accounts.data?.content}
          totalElements={accounts.data?.totalElements ?? 0}
          loading={accounts.isFetching}
          error={accounts.error}
          getRowId={(a) => a.id}
          query={query}
          onQueryChange={onQueryChange}
          searchPlaceholder={t('agencyAccounts.searchPlaceholder')}
          toolbar={
            canAssign ? (
              <Button variant="contained" onClick={() => setAssigning(true)}>
                {t('agencyAccounts.assign')}
              </Button>
            ) : undefined
          }
        />
      </Stack>
      {assigning && (
        <AssignAccountsDialog
          agencyId={agencyId}
          agencyName={agencyName}
          onClose={() => setAssigning(false)}
        />
      )}
    </SectionCard>
  );
}

export type AssignAccountsDialogProps = {
  agencyId: string;
  agencyName: string;
  onClose: () => void;
};

/**
 * Assign the agency and one of its agents to several accounts in one go: all of them or, if any
 * cannot be assigned, none (the server's message says which).
 */
export function AssignAccountsDialog({ agencyId, agencyName, onClose }: AssignAccountsDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const assign = useAssignAgencyToAccounts();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  const options = useAccountOptions(search, true);
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const [agent, setAgent] = useState<AgencyAgentOption | null>(null);
  const [team, setTeam] = useState<AgencyTeamOption | null>(null);
  const [link, setLink] = useState(false);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (accounts.length === 0 || !agent) return;
    const body: BulkAssignAgencyInput = {
      accountIds: accounts.map((a) => a.id),
      agencyId,
      agencyName,
      agentEmail: agent.email,
      agentFirstName: agent.firstName,
      agentLastName: agent.lastName,
      agentPhoneNumber: agent.phone,
      teamId: team?.id ?? null,
      link,
    };
    assign.mutate(body, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message, { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-accounts-title" fullWidth maxWidth="md">
      <DialogTitle id="assign-accounts-title">
        {t('agencyAccounts.assignTitle', { name: agencyName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {assign.isError && (
            <Alert severity="error" role="alert">
              {assign.error.message || t('agencyAccounts.assignFailed')}
            </Alert>
          )}
          <Autocomplete
            multiple
            id="assign-accounts-picker"
            options={options.data ?? []}
            value={accounts}
            onChange={(_event, next) => setAccounts(next)}
            inputValue={input}
            onInputChange={(_event, next, reason) => {
              if (reason !== 'reset') setInput(next);
            }}
            filterOptions={(all) => all}
            filterSelectedOptions
            disableCloseOnSelect
            isOptionEqualToValue={(option, selected) => option.id === selected.id}
            getOptionLabel={(option) => option.name}
            loading={options.isFetching}
            noOptionsText={noOptionsText(options, t('agencyPeople.noResults'))}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props}>
                <Box>
                  <Typography variant="body2">{option.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[option.cbid, option.city, option.state, option.agencyName]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('agencyAccounts.accounts')}
                placeholder={t('agencyPeople.typeToSearch')}
                required
                error={tried && accounts.length === 0}
                helperText={
                  tried && accounts.length === 0
                    ? t('agencyAccounts.accountsRequired')
                    : t('agencyAccounts.accountsHelp')
                }
              />
            )}
          />
          <AgentPicker
            id="assign-accounts-agent"
            agencyId={agencyId}
            value={agent}
            onChange={setAgent}
            label={t('accountAgencies.agentLabel')}
            required
            error={tried && !agent}
            helperText={tried && !agent ? t('agencyAccounts.agentRequired') : undefined}
          />
          <TeamPicker
            id="assign-accounts-team"
            agencyId={agencyId}
            value={team}
            onChange={setTeam}
            label={t('accountAgencies.teamId')}
          />
          <FormControlLabel
            control={<Checkbox checked={link} onChange={(e) => setLink(e.target.checked)} />}
            label={t('accountAgencies.link')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accountAgencies.cancel')}</Button>
        <Button variant="contained" disabled={assign.isPending} onClick={submit}>
          {t('agencyAccounts.assignCount', { count: accounts.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
