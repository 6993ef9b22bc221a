import { USERS_MESSAGES, type OrganisationUser, type TeamRow } from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { getTeams } from '../api/get-teams.ts';
import { useMigrateUserTeams, useTeamMembersSearch } from '../api/migrate-user-teams.ts';
import { noOptionsText } from '../../../components/picker-text.ts';

export type MigrateDialogProps = { open: boolean; onClose: () => void };

type TeamOption = Pick<TeamRow, 'id' | 'name'>;

/**
 * Move a user between teams (PUT /users/teams/migrate/{userId}): pick the user, the teams to take
 * them out of (all their teams by default) and the teams to put them in.
 */
export function MigrateDialog({ open, onClose }: MigrateDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 400);
  const users = useTeamMembersSearch(search, open);
  const allTeams = useQuery({
    queryKey: ['team-admin', 'all-teams'] as const,
    queryFn: async () => (await getTeams({ page: 0, size: 500, sort: 'name,asc' })).content,
    enabled: open,
  });
  const migrate = useMigrateUserTeams();
  const [user, setUser] = useState<OrganisationUser | null>(null);
  const [from, setFrom] = useState<TeamOption[]>([]);
  const [to, setTo] = useState<TeamOption[]>([]);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUser(null);
    setFrom([]);
    setTo([]);
    setError(null);
    migrate.reset();
    onClose();
  };

  const handleMove = () => {
    if (!user) return;
    if (to.length === 0) return setError(USERS_MESSAGES.migrateTargetRequired);
    setError(null);
    migrate.mutate(
      { userId: user.id, fromTeamIds: from.map((x) => x.id), toTeamIds: to.map((x) => x.id) },
      {
        onSuccess: () => {
          enqueueSnackbar(
            t('teamAdmin.migrated_toast', { name: `${user.firstName} ${user.lastName}` }),
            {
              variant: 'success',
            },
          );
          close();
        },
      },
    );
  };

  const teamOptions: TeamOption[] = allTeams.data ?? [];

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('teamAdmin.migrateTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {(error ?? migrate.error?.message) && (
            <Alert severity="error">{error ?? migrate.error?.message}</Alert>
          )}
          <Autocomplete
            options={users.data ?? []}
            value={user}
            getOptionLabel={(u) => `${u.firstName} ${u.lastName} (${u.email})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={users.isFetching}
            noOptionsText={noOptionsText(users, t('teamAdmin.noResults'))}
            onInputChange={(_, value) => setInput(value)}
            onChange={(_, value) => {
              setUser(value);
              setFrom(value?.teams ?? []);
            }}
            renderInput={(params) => <TextField {...params} required label={t('teamAdmin.user')} />}
          />
          <Autocomplete
            multiple
            options={user?.teams ?? []}
            value={from}
            getOptionLabel={(x) => x.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('teamAdmin.noResults')}
            onChange={(_, value) => setFrom(value)}
            renderInput={(params) => <TextField {...params} label={t('teamAdmin.fromTeams')} />}
          />
          <Autocomplete
            multiple
            options={teamOptions}
            value={to}
            getOptionLabel={(x) => x.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('teamAdmin.noResults')}
            onChange={(_, value) => setTo(value)}
            renderInput={(params) => (
              <TextField {...params} required label={t('teamAdmin.toTeams')} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('teamAdmin.cancel')}</Button>
        <Button variant="contained" disabled={migrate.isPending || !user} onClick={handleMove}>
          {t('teamAdmin.migrateConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
