import { AUTOCOMPLETE_THROTTLE_MS, type AdminFlag, type FlagUser } from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useFlagOverrides } from '../api/get-flag-overrides.ts';
import { useRemoveFlagOverride } from '../api/remove-flag-override.ts';
import { useFlagUsers } from '../api/search-flag-users.ts';
import { useSetFlagOverride } from '../api/set-flag-override.ts';
import { noOptionsText } from '../../../components/picker-text.ts';

export type FlagOverridesProps = { flags: AdminFlag[] };

/** The text typed, settled for a moment before it is searched. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Give one user their own value of a flag, see who has one, and remove it. */
export function FlagOverrides({ flags }: FlagOverridesProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [flagKey, setFlagKey] = useState(flags[0]?.key ?? '');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [input, setInput] = useState('');
  const [user, setUser] = useState<FlagUser | null>(null);
  const [value, setValue] = useState<'on' | 'off'>('on');
  const search = useSettled(input.trim(), AUTOCOMPLETE_THROTTLE_MS);
  const users = useFlagUsers(search);
  const overrides = useFlagOverrides({ key: flagKey, page, size });
  const setOverride = useSetFlagOverride();
  const removeOverride = useRemoveFlagOverride();

  const handleSet = () => {
    if (!user) return;
    setOverride.mutate(
      { key: flagKey, userId: user.id, enabled: value === 'on' },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('adminFlags.overrideSet', { email: saved.email }), {
            variant: 'success',
          });
          setUser(null);
          setInput('');
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  const handleRemove = (userId: string, email: string) =>
    removeOverride.mutate(
      { key: flagKey, userId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('adminFlags.overrideRemoved', { email }), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );

  const rows = overrides.data?.content ?? [];

  return (
    <SectionCard title={t('adminFlags.overridesCard')}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('adminFlags.overridesHelp')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          flexWrap="wrap"
          alignItems={{ md: 'center' }}
        >
          <TextField
            select
            id="override-flag"
            label={t('adminFlags.flag')}
            value={flagKey}
            onChange={(event) => {
              setFlagKey(event.target.value);
              setPage(0);
            }}
            sx={{ width: { md: 240 }, flexShrink: 0 }}
          >
            {flags.map((f) => (
              <MenuItem key={f.key} value={f.key}>
                {f.key}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            sx={{ flex: 1, minWidth: { md: 260 } }}
            options={users.data ?? []}
            value={user}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            onChange={(_, next) => setUser(next)}
            filterOptions={(options) => options}
            getOptionLabel={(option) => option.email}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={users.isFetching}
            noOptionsText={noOptionsText(users, t('adminFlags.noUsers'))}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Stack>
                  <Typography variant="body2">{option.email}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[option.fullName, option.accountName].filter(Boolean).join(' · ')}
                  </Typography>
                </Stack>
              </li>
            )}
            renderInput={(params) => (
              <TextField {...params} id="override-user" label={t('adminFlags.findUser')} />
            )}
          />
          <TextField
            select
            id="override-value"
            label={t('adminFlags.value')}
            value={value}
            onChange={(event) => setValue(event.target.value as 'on' | 'off')}
            sx={{ width: { md: 120 }, flexShrink: 0 }}
          >
            <MenuItem value="on">{t('adminFlags.on')}</MenuItem>
            <MenuItem value="off">{t('adminFlags.off')}</MenuItem>
          </TextField>
          <Button
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            onClick={handleSet}
            disabled={!user || !flagKey || setOverride.isPending}
          >
            {t('adminFlags.setOverride')}
          </Button>
        </Stack>

        <Table size="small" aria-label={t('adminFlags.overridesCard')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminFlags.user')}</TableCell>
              <TableCell>{t('adminFlags.organisation')}</TableCell>
              <TableCell>{t('adminFlags.state')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {overrides.isError && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Alert severity="error" role="alert">
                    {overrides.error.message}
                  </Alert>
                </TableCell>
              </TableRow>
            )}
            {rows.length === 0 && !overrides.isError && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary">
                    {!flagKey
                      ? t('adminFlags.noFlagChosen')
                      : overrides.isLoading
                        ? t('common.loading')
                        : t('adminFlags.noOverrides')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.userId}>
                <TableCell>
                  <Typography variant="body2">{row.email}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.fullName}
                  </Typography>
                </TableCell>
                <TableCell>{row.accountName ?? '—'}</TableCell>
                <TableCell>{t(row.enabled ? 'adminFlags.on' : 'adminFlags.off')}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => handleRemove(row.userId, row.email)}
                    disabled={removeOverride.isPending}
                    aria-label={t('adminFlags.removeLabel', { email: row.email })}
                  >
                    {t('adminFlags.remove')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {(overrides.data?.totalElements ?? 0) > size && (
          <TablePagination
            component="div"
            count={overrides.data?.totalElements ?? 0}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
