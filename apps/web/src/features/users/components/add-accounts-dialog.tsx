import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  ACCOUNT_TYPES,
  AccountRowFormSchema,
  isTeamRealmRole,
  USERS_MESSAGES,
  type AccountType,
  type OrganisationUser,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useRoles } from '../api/get-roles.ts';
import {
  useOrganisationOptions,
  useOrganisationTeams,
  usePutUserAccounts,
  useUserAccounts,
} from '../api/user-accounts.ts';
import { noOptionsText } from '../../../components/picker-text.ts';

/** The account types a user can be given (the provider's own staff are made elsewhere). */
const ASSIGNABLE_TYPES = ACCOUNT_TYPES.filter((type) => type !== 'COWBELL');

type Row = {
  key: number;
  accountType: AccountType;
  organization: { label: string; value: string } | null;
  role: string;
  teams: string[];
};

export type AddAccountsDialogProps = { user: OrganisationUser | null; onClose: () => void };

/**
 * Add accounts to a user (provider staff, spec 2 §3 user-account link): each row is an account
 * type, an organisation, a role and — for team-realm roles — teams. Saving replaces the user's
 * extra accounts (`accountRoleMap`, `accountTeamsMap`).
 */
export function AddAccountsDialog({ user, onClose }: AddAccountsDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const accounts = useUserAccounts(user?.id);
  const save = usePutUserAccounts();
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [nextKey, setNextKey] = useState(1000);

  useEffect(() => {
    if (!accounts.data) return;
    setRows(
      accounts.data.accounts
        .filter((a) => !a.isDefault)
        .map((a, index) => ({
          key: index,
          accountType: a.accountType,
          organization: a.organization,
          role: a.role.key,
          teams: a.teams.map((x) => x.id),
        })),
    );
    setErrors({});
  }, [accounts.data]);

  const home = accounts.data?.accounts.find((a) => a.isDefault);
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const handleSave = () => {
    if (!user) return;
    const found: Record<number, string> = {};
    for (const row of rows) {
      const parsed = AccountRowFormSchema.safeParse(row);
      if (!parsed.success) found[row.key] = parsed.error.issues[0]?.message ?? '';
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        userId: user.id,
        accountRoleMap: Object.fromEntries(rows.map((r) => [r.organization!.value, r.role])),
        accountTeamsMap: Object.fromEntries(rows.map((r) => [r.organization!.value, r.teams])),
      },
      {
        onSuccess: () => {
          enqueueSnackbar(t('users.accountsSaved'), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={!!user} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>
        {user ? t('users.accountsTitle', { name: `${user.firstName} ${user.lastName}` }) : ''}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('users.accountsIntro')}</Typography>
          {accounts.isError && (
            <Alert severity="error">{USERS_MESSAGES.userAccountsLoadFailed}</Alert>
          )}
          {save.isError && <Alert severity="error">{USERS_MESSAGES.addAccountsFailed}</Alert>}
          {accounts.isLoading && <CircularProgress aria-label="Loading" />}
          {home && (
            <Typography variant="body2">
              {t('users.homeAccount')}: <strong>{home.organization.label}</strong> ·{' '}
              {t(`role.${home.role.name}`, { defaultValue: home.role.name })}
            </Typography>
          )}
          {rows.map((row) => (
            <AccountRowFields
              key={row.key}
              row={row}
              error={errors[row.key]}
              onChange={(patch) => update(row.key, patch)}
              onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            />
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={!accounts.data}
            onClick={() => {
              setRows((current) => [
                ...current,
                { key: nextKey, accountType: 'AGENCY', organization: null, role: '', teams: [] },
              ]);
              setNextKey((k) => k + 1);
            }}
          >
            {t('users.addRow')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!accounts.data || save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          onClick={handleSave}
        >
          {t('users.saveAccounts')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type AccountRowFieldsProps = {
  row: Row;
  error?: string | undefined;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
};

function AccountRowFields({ row, error, onChange, onRemove }: AccountRowFieldsProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 500);
  const options = useOrganisationOptions(row.accountType, search);
  const roles = useRoles(row.accountType);
  const teams = useOrganisationTeams(
    row.accountType === 'AGENCY' ? row.organization?.value : undefined,
  );
  const teamRealm = isTeamRealmRole(row.accountType, row.role);
  const id = `account-row-${row.key}`;

  return (
    <Stack spacing={1} role="group" aria-label={row.organization?.label ?? t('users.addRow')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <FormControl sx={{ minWidth: 170 }} required>
          <InputLabel id={`${id}-type`}>{t('users.accountType')}</InputLabel>
          <Select
            labelId={`${id}-type`}
            label={t('users.accountType')}
            value={row.accountType}
            onChange={(event) =>
              onChange({
                accountType: event.target.value as AccountType,
                organization: null,
                role: '',
                teams: [],
              })
            }
          >
            {ASSIGNABLE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Autocomplete
          sx={{ flex: 2, minWidth: 220 }}
          options={(options.data ?? []).map((o) => ({
            label: o.locationAlias ? `${o.name} ${o.locationAlias}` : o.name,
            value: o.id,
          }))}
          value={row.organization}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          loading={options.isFetching}
          noOptionsText={noOptionsText(options, t('users.noResults'))}
          onInputChange={(_, value) => setInput(value)}
          onChange={(_, value) => onChange({ organization: value, teams: [] })}
          renderInput={(params) => (
            <TextField {...params} required label={t('users.organization')} />
          )}
        />
        <FormControl sx={{ minWidth: 170 }} required error={roles.isError}>
          <InputLabel id={`${id}-role`}>{t('users.role')}</InputLabel>
          <Select
            labelId={`${id}-role`}
            label={t('users.role')}
            value={roles.data?.some((r) => r.key === row.role) ? row.role : ''}
            onChange={(event) => onChange({ role: event.target.value })}
          >
            {(roles.data ?? []).map((r) => (
              <MenuItem key={r.key} value={r.key}>
                {t(`role.${r.name}`, { defaultValue: r.name })}
              </MenuItem>
            ))}
          </Select>
          {roles.isError && <FormHelperText>{USERS_MESSAGES.rolesLoadFailed}</FormHelperText>}
        </FormControl>
        {row.accountType === 'AGENCY' && (
          <Autocomplete
            multiple
            sx={{ flex: 2, minWidth: 200 }}
            options={teams.data ?? []}
            getOptionLabel={(team) => team.name}
            value={(teams.data ?? []).filter((team) => row.teams.includes(team.id))}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('users.noResults')}
            onChange={(_, value) => onChange({ teams: value.map((team) => team.id) })}
            renderValue={(value, getItemProps) =>
              value.map((team, index) => (
                <Chip {...getItemProps({ index })} key={team.id} label={team.name} size="small" />
              ))
            }
            renderInput={(params) => (
              <TextField {...params} required={teamRealm} label={t('users.teams')} />
            )}
          />
        )}
        <IconButton aria-label={t('users.removeRow')} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
