import LaunchIcon from '@mui/icons-material/Launch';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import {
  JUMPABLE_ACCOUNT_TYPES,
  accountDisplayName,
  type AccountType,
  type JumpTarget,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { createJumpToken } from '../api/create-jump-token.ts';
import { useJumpTargets } from '../api/search-jump-targets.ts';
import { openInNewTab } from '../hooks/tab-session.ts';

/**
 * Provider staff's "Jump to an organisation" (spec 1 §6): search organisations, and open one's
 * workspace in a new tab.
 */
export function JumpCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const targets = useJumpTargets({ search: debounced, accountType: accountType || undefined });
  const [jumping, setJumping] = useState<string | null>(null);

  const handleJump = (target: JumpTarget) => {
    setJumping(target.id);
    openInNewTab(() => createJumpToken(target), accountDisplayName(target))
      .catch((error: Error) => enqueueSnackbar(error.message, { variant: 'error' }))
      .finally(() => setJumping(null));
  };

  return (
    <SectionCard title={t('jump.cardTitle')} icon={<TravelExploreOutlinedIcon color="primary" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jump.cardBody')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          fullWidth
          label={t('jump.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          size="small"
          label={t('jump.accountType')}
          value={accountType}
          onChange={(event) => setAccountType(event.target.value as AccountType | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('jump.allTypes')}</MenuItem>
          {JUMPABLE_ACCOUNT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`accountType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack sx={{ height: 4, mt: 1 }}>{targets.isFetching && <LinearProgress />}</Stack>
      {targets.isError && <Alert severity="error">{targets.error.message}</Alert>}
      {targets.data && targets.data.content.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('jump.noResults')}
        </Typography>
      )}
      <List dense aria-label={t('jump.results')}>
        {targets.data?.content.map((target) => (
          <ListItem
            key={target.id}
            divider
            secondaryAction={
              <Button
                size="small"
                variant="outlined"
                endIcon={<LaunchIcon />}
                disabled={target.status !== 'ACTIVE' || jumping === target.id}
                onClick={() => handleJump(target)}
                aria-label={t('jump.jumpTo', { name: accountDisplayName(target) })}
              >
                {t('jump.jump')}
              </Button>
            }
          >
            <ListItemText
              primary={accountDisplayName(target)}
              secondary={
                <Stack direction="row" spacing={1} component="span" sx={{ mt: 0.5 }}>
                  <Chip
                    size="small"
                    component="span"
                    label={t(`accountType.${target.accountType}`)}
                  />
                  {target.status !== 'ACTIVE' && (
                    <Chip
                      size="small"
                      component="span"
                      color="warning"
                      label={t('jump.disabled')}
                    />
                  )}
                </Stack>
              }
              slotProps={{ secondary: { component: 'span' } }}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
