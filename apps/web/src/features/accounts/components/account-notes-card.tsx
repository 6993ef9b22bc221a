import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { AccountNotePageSchema, NOTE_TYPES } from '@cyber/domain';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccountNotes, useAddAccountNote, useDeleteAccountNote } from '../api/account-notes.ts';
import { accountQueryKey } from '../api/keys.ts';

/** The notes between two days (YYYY-MM-DD; "after" from its start, "before" to its end). */
function useNotesInRange(accountId: string, range: { after: string; before: string }) {
  const query = { size: 50, after: range.after || undefined, before: range.before || undefined };
  return useQuery({
    // under the notes key, so adding or deleting a note refreshes it too
    queryKey: [...accountQueryKey(accountId), 'notes', query] as const,
    queryFn: async ({ signal }) =>
      AccountNotePageSchema.parse(
        await apiClient.get<unknown>(
          `/api/account/v1/accounts/${encodeURIComponent(accountId)}/notes`,
          { query, signal },
        ),
      ),
    enabled: !!(range.after || range.before),
    placeholderData: keepPreviousData,
  });
}

export type AccountNotesCardProps = { accountId: string; canWrite: boolean };

/**
 * Notes on the account: the caller's organisation's own (provider staff see all), the last five
 * years unless days are picked.
 */
export function AccountNotesCard({ accountId, canWrite }: AccountNotesCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [range, setRange] = useState({ after: '', before: '' });
  const recent = useAccountNotes(accountId);
  const ranged = useNotesInRange(accountId, range);
  const notes = range.after || range.before ? ranged : recent;
  const addNote = useAddAccountNote(accountId);
  const deleteNote = useDeleteAccountNote(accountId);
  const [body, setBody] = useState('');
  const [noteType, setNoteType] = useState<(typeof NOTE_TYPES)[number]>('GENERAL');

  const handleAdd = () =>
    addNote.mutate(
      { body, noteType },
      {
        onSuccess: () => setBody(''),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );

  return (
    <SectionCard title={t('account.notes')}>
      <Stack spacing={2}>
        {canWrite && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ sm: 'flex-start' }}
          >
            <TextField
              select
              id="note-type"
              label={t('account.noteType')}
              value={noteType}
              onChange={(e) => setNoteType(e.target.value as (typeof NOTE_TYPES)[number])}
              sx={{ minWidth: 160 }}
            >
              {NOTE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`account.noteType_${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="note-body"
              label={t('account.noteBody')}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <Button
              variant="contained"
              onClick={handleAdd}
              disabled={!body.trim() || addNote.isPending}
            >
              {t('account.addNote')}
            </Button>
          </Stack>
        )}
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="date"
            id="notes-after"
            label={t('quoteNotes.after')}
            value={range.after}
            onChange={(e) => setRange((r) => ({ ...r, after: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            id="notes-before"
            label={t('quoteNotes.before')}
            value={range.before}
            onChange={(e) => setRange((r) => ({ ...r, before: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!range.after && (
          <Typography variant="caption" color="text.secondary">
            {t('quoteNotes.range')}
          </Typography>
        )}
        {notes.isError && <Alert severity="error">{notes.error.message}</Alert>}
        {notes.data && notes.data.content.length === 0 && (
          <Typography color="text.secondary">{t('account.noNotes')}</Typography>
        )}
        <List dense aria-label={t('account.notes')}>
          {notes.data?.content.map((note) => (
            <ListItem
              key={note.id}
              divider
              secondaryAction={
                note.canDelete && canWrite ? (
                  <Tooltip title={t('account.deleteNote')}>
                    <IconButton
                      edge="end"
                      aria-label={t('account.deleteNote')}
                      onClick={() => deleteNote.mutate(note.id)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemText
                primary={note.body}
                secondary={[
                  t(`account.noteType_${note.noteType}`, { defaultValue: note.noteType }),
                  note.createdBy?.name,
                  note.organisationName,
                  formatDateTime(note.created),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </SectionCard>
  );
}
