import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useApplyTags } from '../api/apply-tags.ts';
import { useAllTags } from '../api/get-tags.ts';

/**
 * ApplyChangeTags (spec 2 §4): add and remove the agency's tags on several accounts at once.
 *
 * Props:
 * - `open`, `onClose` — the dialog's visibility;
 * - `accountIds` — the selected accounts (all must be visible to the user);
 * - `currentTagIds` — optional: tags every selected account already has (ticked at start);
 * - `agencyId` — provider staff only: whose tags;
 * - `onApplied` — called after a successful change (refetch the list).
 * Ticking a tag adds it to every account; unticking one that was ticked removes it.
 */
export type ApplyChangeTagsDialogProps = {
  open: boolean;
  accountIds: string[];
  currentTagIds?: string[];
  agencyId?: string;
  onApplied?: () => void;
  onClose: () => void;
};

export function ApplyChangeTagsDialog({
  open,
  accountIds,
  currentTagIds = [],
  agencyId,
  onApplied,
  onClose,
}: ApplyChangeTagsDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const tags = useAllTags(agencyId);
  const apply = useApplyTags();
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(currentTagIds));
  const addTagIds = [...ticked].filter((id) => !currentTagIds.includes(id));
  const removeTagIds = currentTagIds.filter((id) => !ticked.has(id));
  const toggle = (id: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    apply.mutate(
      { accountIds, addTagIds, removeTagIds, agencyId },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result.message, { variant: 'success' });
          onApplied?.();
          onClose();
        },
      },
    );
  const list = tags.data?.content ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('tags.applyTitle', { count: accountIds.length })}</DialogTitle>
      <DialogContent>
        {apply.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apply.error.message}
          </Alert>
        )}
        {tags.isSuccess && list.length === 0 ? (
          <Typography>
            {t('tags.noTags')}{' '}
            <Link component={RouterLink} to={paths.persona.tags('agency')}>
              {t('tags.setupTags')}
            </Link>
          </Typography>
        ) : (
          <Stack>
            {list.map((tag) => (
              <FormControlLabel
                key={tag.id}
                control={<Checkbox checked={ticked.has(tag.id)} onChange={() => toggle(tag.id)} />}
                label={tag.name}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tags.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={apply.isPending || addTagIds.length + removeTagIds.length === 0}
        >
          {t('tags.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
