import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  ORGANISATION_MESSAGES,
  type GroupAgencyOption,
  type GroupSegment,
  type MemberAgency,
  type Organisation,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddMember } from '../api/add-member.ts';
import { useAgencyAgents, useGroupAgencies } from '../api/agency-picker.ts';
import { useGroupMembers } from '../api/group-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { saveErrorOf } from './save-error.ts';
import { PanelDialog } from './panel-dialog.tsx';
import { noOptionsText } from '../../../components/picker-text.ts';

/** Agency search in the picker waits 500 ms after typing stops (spec 2 §7). */
export const AGENCY_SEARCH_DEBOUNCE_MS = 500;

export type MembersDialogProps = {
  segment: GroupSegment;
  /** The cluster or aggregator whose agencies are shown; null when closed. */
  group: Organisation | null;
  onClose: () => void;
};

/**
 * The agencies of a cluster or an aggregator: add one (an aggregator names the agency's agent —
 * "An agent must be selected."; a cluster only the agency — "{agency} must be selected.") and
 * remove one.
 */
export function MembersDialog({ segment, group, onClose }: MembersDialogProps) {
  const { t } = useTranslation();
  return (
    <PanelDialog
      open={!!group}
      id="members-title"
      title={t('organisations.membersTitle', { name: group?.name ?? '' })}
      onClose={onClose}
    >
      {group && <MembersPanel segment={segment} groupId={group.id} groupName={group.name} canAdd />}
    </PanelDialog>
  );
}

export type MembersPanelProps = {
  segment: GroupSegment;
  /** The group addressed; undefined for the caller's own cluster or aggregator. */
  groupId: string | undefined;
  groupName: string;
  /** Provider staff add agencies; a group's own admin may only remove them. */
  canAdd: boolean;
  canRemove?: boolean;
};

/** The agencies of a group, with the add form (provider staff) and remove buttons. */
export function MembersPanel({
  segment,
  groupId,
  groupName,
  canAdd,
  canRemove = true,
}: MembersPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { persona } = useCurrentUser();
  const { query, onQueryChange } = useTableQuery();
  const members = useGroupMembers(segment, groupId, query);
  const addMember = useAddMember(segment);
  const removeMember = useRemoveMember(segment);
  const [agency, setAgency] = useState<GroupAgencyOption | null>(null);
  const [agentId, setAgentId] = useState('');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDebouncedValue(input, AGENCY_SEARCH_DEBOUNCE_MS);
  const agencies = useGroupAgencies(search, canAdd);
  const agents = useAgencyAgents(segment === 'da' ? agency?.id : undefined);
  const agencyLabel = t('organisations.agency');

  const add = () => {
    if (!groupId) return;
    if (!agency) {
      setProblem(ORGANISATION_MESSAGES.agencyRequired(agencyLabel));
      return;
    }
    if (segment === 'da' && !agentId) {
      setProblem(ORGANISATION_MESSAGES.agentRequired);
      return;
    }
    setProblem(null);
    addMember.mutate(
      {
        groupId,
        agencyId: agency.id,
        ...(segment === 'da' ? { agentUserId: agentId } : {}),
      },
      {
        onSuccess: () => {
          enqueueSnackbar(t('organisations.addedToast', { name: agency.name }), {
            variant: 'success',
          });
          setAgency(null);
          setAgentId('');
          setInput('');
        },
      },
    );
  };

  const remove = (m: MemberAgency) =>
    removeMember.mutate(
      { groupId, agencyId: m.agencyId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('organisations.removedToast', { name: m.agencyName }), {
            variant: 'success',
          }),
      },
    );

  const columns = useMemo<DataTableColumn<MemberAgency>[]>(
    () => [
      {
        id: 'agencyName',
        header: t('organisations.agency'),
        hideable: false,
        // The agency's page (profile, payments, agreement, its accounts) is one click away.
        cell: (m) => (
          <Link component={RouterLink} to={paths.persona.agency(persona, m.agencyId)}>
            {m.locationAlias ? `${m.agencyName} (${m.locationAlias})` : m.agencyName}
          </Link>
        ),
      },
      ...(segment === 'da'
        ? [
            {
              id: 'agent',
              header: t('organisations.agent'),
              cell: (m: MemberAgency) =>
                m.agentName ? `${m.agentName} · ${m.agentEmail ?? ''}` : '—',
            },
          ]
        : []),
      { id: 'addedAt', header: t('organisations.added'), cell: (m) => formatDateTime(m.addedAt) },
      ...(canRemove
        ? [
            {
              id: 'actions',
              header: t('organisations.actions'),
              hideable: false,
              align: 'right' as const,
              cell: (m: MemberAgency) => (
                <Tooltip title={t('organisations.remove')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('organisations.remove')} ${m.agencyName}`}
                    disabled={removeMember.isPending}
                    onClick={() => remove(m)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, segment, canRemove, removeMember.isPending, persona],
  );

  const serverError = addMember.error ?? removeMember.error;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {canAdd && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'flex-start' }}
        >
          <Autocomplete
            sx={{ flex: 2 }}
            options={agencies.data ?? []}
            value={agency}
            loading={agencies.isFetching}
            filterOptions={(x) => x}
            getOptionLabel={(o) => (o.locationAlias ? `${o.name} (${o.locationAlias})` : o.name)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={noOptionsText(agencies, t('organisations.noResults'))}
            inputValue={input}
            onInputChange={(_, v) => setInput(v)}
            onChange={(_, v) => {
              setAgency(v);
              setAgentId('');
              setProblem(null);
            }}
            renderInput={(params) => (
              <TextField {...params} label={t('organisations.agency')} id="member-agency" />
            )}
          />
          {segment === 'da' && (
            <TextField
              select
              sx={{ flex: 1, minWidth: 200 }}
              id="member-agent"
              label={t('organisations.agent')}
              value={agentId}
              disabled={!agency}
              onChange={(e) => {
                setAgentId(e.target.value);
                setProblem(null);
              }}
            >
              {(agents.data ?? []).length === 0 && (
                <MenuItem disabled value="">
                  {t('organisations.noResults')}
                </MenuItem>
              )}
              {(agents.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name} · {a.email}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="contained"
            onClick={add}
            disabled={addMember.isPending}
            sx={{ alignSelf: { sm: 'center' } }}
          >
            {t('organisations.addAgency')}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {saveErrorOf(serverError)}
        </Alert>
      )}
      <DataTable
        tableId={`organisation-members-${segment}`}
        label={t('organisations.membersTitle', { name: groupName })}
        columns={columns}
        rows={members.data?.content}
        totalElements={members.data?.totalElements ?? 0}
        loading={members.isFetching}
        error={members.error}
        getRowId={(m) => m.agencyId}
        query={query}
        onQueryChange={onQueryChange}
        searchable={false}
      />
    </Stack>
  );
}
