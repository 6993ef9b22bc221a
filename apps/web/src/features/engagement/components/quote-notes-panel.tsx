import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { NOTE_TYPES, type QuoteNote } from '@cyber/domain';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useAddQuoteNote,
  useDeleteQuoteNote,
  useQuoteNotes,
  useUpdateQuoteNote,
} from '../api/quote-notes.ts';

type NoteType = (typeof NOTE_TYPES)[number];
const PAGE_SIZE = 10;

export type QuoteNotesPanelProps = {
  quoteId: string;
  /** The caller may add notes (quote:manage). */
  canWrite: boolean;
};

/** One note being edited in place: its type and text. */
function NoteEditor({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: { noteType: NoteType; body: string };
  pending: boolean;
  onSave: (value: { noteType: NoteType; body: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [noteType, setNoteType] = useState<NoteType>(initial.noteType);
  const [body, setBody] = useState(initial.body);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        select
        label={t('quoteNotes.type')}
        value={noteType}
        onChange={(e) => setNoteType(e.target.value as NoteType)}
        sx={{ minWidth: 160 }}
      >
        {NOTE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`quoteNotes.type_${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('quoteNotes.body')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!body.trim() || pending}
          onClick={() => {
            onSave({ noteType, body });
            if (!onCancel) setBody('');
          }}
        >
          {onCancel ? t('quoteNotes.save') : t('quoteNotes.add')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('quoteNotes.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

/**
 * The notes of a quote (spec 3 §7): the caller's organisation's own (provider staff see all),
 * the last five years unless dates are picked; add, edit (own organisation) and delete.
 */
export function QuoteNotesPanel({ quoteId, canWrite }: QuoteNotesPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(0);
  const [noteType, setNoteType] = useState<NoteType | ''>('');
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const notes = useQuoteNotes(quoteId, {
    page,
    size: PAGE_SIZE,
    noteType: noteType || undefined,
    after: after || undefined,
    before: before || undefined,
  });
  const add = useAddQuoteNote(quoteId);
  const update = useUpdateQuoteNote(quoteId);
  const remove = useDeleteQuoteNote(quoteId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<QuoteNote | null>(null);
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  const filterChange = (fn: () => void) => {
    fn();
    setPage(0);
  };

  return (
    <SectionCard title={t('quoteNotes.title')}>
      <Stack spacing={2}>
        {canWrite && (
          <NoteEditor
            initial={{ noteType: 'GENERAL', body: '' }}
            pending={add.isPending}
            onSave={(value) =>
              add.mutate(value, {
                onSuccess: () => enqueueSnackbar(t('quoteNotes.saved'), { variant: 'success' }),
                onError,
              })
            }
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('quoteNotes.type')}
            value={noteType}
            onChange={(e) => filterChange(() => setNoteType(e.target.value as NoteType | ''))}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('quoteNotes.allTypes')}</MenuItem>
            {NOTE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`quoteNotes.type_${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={t('quoteNotes.after')}
            value={after}
            onChange={(e) => filterChange(() => setAfter(e.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('quoteNotes.before')}
            value={before}
            onChange={(e) => filterChange(() => setBefore(e.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!after && (
          <Typography variant="caption" color="text.secondary">
            {t('quoteNotes.range')}
          </Typography>
        )}
        {notes.isError && <Alert severity="error">{notes.error.message}</Alert>}
        {notes.data && notes.data.content.length === 0 && (
          <Typography color="text.secondary">{t('quoteNotes.none')}</Typography>
        )}
        <List dense aria-label={t('quoteNotes.title')}>
          {notes.data?.content.map((note) =>
            editing === note.id ? (
              <ListItem key={note.id} divider>
                <NoteEditor
                  initial={{ noteType: note.noteType as NoteType, body: note.body }}
                  pending={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(value) =>
                    update.mutate(
                      { id: note.id, ...value },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          enqueueSnackbar(t('quoteNotes.saved'), { variant: 'success' });
                        },
                        onError,
                      },
                    )
                  }
                />
              </ListItem>
            ) : (
              <ListItem
                key={note.id}
                divider
                secondaryAction={
                  canWrite ? (
                    <Stack direction="row" spacing={0.5}>
                      {note.canEdit && (
                        <Tooltip title={t('quoteNotes.edit')}>
                          <IconButton
                            aria-label={t('quoteNotes.edit')}
                            onClick={() => setEditing(note.id)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {note.canDelete && (
                        <Tooltip title={t('quoteNotes.delete')}>
                          <IconButton
                            edge="end"
                            aria-label={t('quoteNotes.delete')}
                            onClick={() => setDeleting(note)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Stack>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={note.body}
                  secondary={[
                    t(`quoteNotes.type_${note.noteType}`, { defaultValue: note.noteType }),
                    note.createdBy?.name,
                    note.organisationName,
                    formatDateTime(note.created),
                    note.lastUpdated !== note.created
                      ? t('quoteNotes.edited', { date: formatDateTime(note.lastUpdated) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ),
          )}
        </List>
        {notes.data && notes.data.totalPages > 1 && (
          <Pagination
            count={notes.data.totalPages}
            page={page + 1}
            onChange={(_, value) => setPage(value - 1)}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('quoteNotes.deleteTitle')}
        body={t('quoteNotes.deleteBody')}
        confirmLabel={t('quoteNotes.delete')}
        danger
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              enqueueSnackbar(t('quoteNotes.deleted'), { variant: 'success' });
            },
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </SectionCard>
  );
}
