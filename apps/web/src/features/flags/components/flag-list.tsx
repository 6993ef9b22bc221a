import type { AdminFlag } from '@cyber/domain';
import {
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useUpdateFlag } from '../api/update-flag.ts';

export type FlagListProps = { flags: AdminFlag[] | undefined; loading: boolean };

/** Every flag with its switch, description, and whether it is public or overridden. */
export function FlagList({ flags, loading }: FlagListProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFlag();

  const handleToggle = (flag: AdminFlag, enabled: boolean) => {
    update.mutate(
      { key: flag.key, body: { enabled } },
      {
        onSuccess: (saved) =>
          enqueueSnackbar(
            t('adminFlags.updated', {
              key: saved.key,
              state: t(saved.enabled ? 'adminFlags.on' : 'adminFlags.off'),
            }),
            { variant: 'success' },
          ),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <SectionCard title={t('adminFlags.flagsCard')}>
      {loading && <Skeleton variant="rounded" height={240} />}
      <List disablePadding aria-label={t('adminFlags.flagsCard')}>
        {flags?.map((flag) => {
          const pending = update.isPending && update.variables?.key === flag.key;
          return (
            <ListItem
              key={flag.key}
              divider
              disableGutters
              data-testid={`flag-${flag.key}`}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={pending ? Boolean(update.variables?.body.enabled) : flag.enabled}
                  disabled={pending}
                  onChange={(event) => handleToggle(flag, event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': t('adminFlags.toggleLabel', { key: flag.key }) },
                  }}
                />
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {flag.key}
                    </Typography>
                    {flag.isPublic && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('adminFlags.public')}
                        title={t('adminFlags.publicHint')}
                      />
                    )}
                    {flag.overrideCount > 0 && (
                      <Chip
                        size="small"
                        color="secondary"
                        variant="outlined"
                        label={t('adminFlags.overrides', { count: flag.overrideCount })}
                      />
                    )}
                  </Stack>
                }
                secondary={flag.description}
                sx={{ pr: 8 }}
              />
            </ListItem>
          );
        })}
      </List>
    </SectionCard>
  );
}
