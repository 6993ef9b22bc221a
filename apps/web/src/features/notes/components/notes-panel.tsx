import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { NOTE_TYPES, type AccountNote } from '@cyber/domain';
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
import { useAddNote } from '../api/add-note.ts';
import { useDeleteNote } from '../api/delete-note.ts';
import { useNotes } from '../api/get-notes.ts';
import type { NoteTarget } from '../api/keys.ts';
import { useUpdateNote } from '../api/update-note.ts';

type NoteType = (typeof NOTE_TYPES)[number];

/** A listed note: a quote's note also says whether the caller may change it. */
type ListedNote = AccountNote & { canEdit?: boolean };

/** How the panel differs by what the notes hang on. */
type Variant = {
  /** Notes per page (an account shows its newest fifty). */
  pageSize: number;
  /** A filter by note type beside the dates. */
  typeFilter: boolean;
  /** Notes are changed in place (where a note says the caller may), and show "edited …". */
  editable: boolean;
  /** Ask before deleting, and say when a note was saved or deleted. */
  confirm: boolean;
  /** The ids of the new note's fields and of the dates. */
  ids?: { type: string; body: string; after: string; before: string };
};

const VARIANTS: Record<'account' | 'quote', Variant> = {
  account: {
    pageSize: 50,
    typeFilter: false,
    editable: false,
    confirm: false,
    ids: { type: 'note-type', body: 'note-body', after: 'notes-after', before: 'notes-before' },
  },
  quote: { pageSize: 10, typeFilter: true, editable: true, confirm: true },
};

export type NotesPanelProps = {
  /** The account (its own notes) or the quote the notes hang on. */
  target: NoteTarget;
  /** The caller may add, change and delete notes (account:manage, quote:manage). */
  canWrite: boolean;
};

/** A note's type and text being written (a new note) or edited in place. */
function NoteEditor({
  initial,
  pending,
  ids,
  onSave,
  onCancel,
}: {
  initial: { noteType: NoteType; body: string };
  pending: boolean;
  ids?: { type: string; body: string } | undefined;
  /** `saved` empties a new note's text once it is stored. */
  onSave: (value: { noteType: NoteType; body: string }, saved: () => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [noteType, setNoteType] = useState<NoteType>(initial.noteType);
  const [body, setBody] = useState(initial.body);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        select
        id={ids?.type}
        label={t('notes.type')}
        value={noteType}
        onChange={(e) => setNoteType(e.target.value as NoteType)}
        sx={{ minWidth: 160 }}
      >
        {NOTE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`notes.type_${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={ids?.body}
        label={t('notes.body')}
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
          onClick={() => onSave({ noteType, body }, () => !onCancel && setBody(''))}
        >
          {onCancel ? t('notes.save') : t('notes.add')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('notes.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

/**
 * The notes on an account itself or on a quote (spec 2 §3, spec 3 §7): the caller's
 * organisation's own (provider staff see all), newest first, the last five years unless dates are
 * picked; add, and delete (the writing organisation, or provider staff). A quote's notes also
 * filter by type, page by ten, are edited in place by the organisation that wrote them, and ask
 * before a delete.
 */
export function NotesPanel({ target, canWrite }: NotesPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const variant = VARIANTS['quoteId' in target ? 'quote' : 'account'];
  const [page, setPage] = useState(0);
  const [noteType, setNoteType] = useState<NoteType | ''>('');
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const notes = useNotes(target, {
    page,
    size: variant.pageSize,
    noteType: noteType || undefined,
    after: after || undefined,
    before: before || undefined,
  });
  const add = useAddNote(target);
  const update = useUpdateNote(target);
  const remove = useDeleteNote(target);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListedNote | null>(null);
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const announce = (message: string) =>
    variant.confirm && enqueueSnackbar(message, { variant: 'success' });

  const filterChange = (fn: () => void) => {
    fn();
    setPage(0);
  };

  const content: ListedNote[] = notes.data?.content ?? [];
  return (
    <SectionCard title={t('notes.title')}>
      <Stack spacing={2}>
        {canWrite && (
          <NoteEditor
            initial={{ noteType: 'GENERAL', body: '' }}
            pending={add.isPending}
            ids={variant.ids}
            onSave={(value, saved) =>
              add.mutate(value, {
                onSuccess: () => {
                  saved();
                  announce(t('notes.saved'));
                },
                onError,
              })
            }
          />
        )}
        <Stack direction={variant.typeFilter ? { xs: 'column', sm: 'row' } : 'row'} spacing={1}>
          {variant.typeFilter && (
            <TextField
              select
              size="small"
              label={t('notes.type')}
              value={noteType}
              onChange={(e) => filterChange(() => setNoteType(e.target.value as NoteType | ''))}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('notes.allTypes')}</MenuItem>
              {NOTE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`notes.type_${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            type="date"
            id={variant.ids?.after}
            label={t('notes.after')}
            value={after}
            onChange={(e) => filterChange(() => setAfter(e.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            id={variant.ids?.before}
            label={t('notes.before')}
            value={before}
            onChange={(e) => filterChange(() => setBefore(e.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!after && (
          <Typography variant="caption" color="text.secondary">
            {t('notes.range')}
          </Typography>
        )}
        {notes.isError && <Alert severity="error">{notes.error.message}</Alert>}
        {notes.data && content.length === 0 && (
          <Typography color="text.secondary">{t('notes.none')}</Typography>
        )}
        <List dense aria-label={t('notes.title')}>
          {content.map((note) =>
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
                          announce(t('notes.saved'));
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
                  canWrite && ((variant.editable && note.canEdit) || note.canDelete) ? (
                    <Stack direction="row" spacing={0.5}>
                      {variant.editable && note.canEdit && (
                        <Tooltip title={t('notes.edit')}>
                          <IconButton
                            aria-label={t('notes.edit')}
                            onClick={() => setEditing(note.id)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {note.canDelete && (
                        <Tooltip title={t('notes.delete')}>
                          <IconButton
                            edge="end"
                            aria-label={t('notes.delete')}
                            onClick={() =>
                              variant.confirm ? setDeleting(note) : remove.mutate(note.id)
                            }
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
                    t(`notes.type_${note.noteType}`, { defaultValue: note.noteType }),
                    note.createdBy?.name,
                    note.organisationName,
                    formatDateTime(note.created),
                    variant.editable && note.lastUpdated !== note.created
                      ? t('notes.edited', { date: formatDateTime(note.lastUpdated) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                  sx={variant.editable ? { pr: 10 } : undefined}
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
      {variant.confirm && (
        <ConfirmDialog
          open={deleting !== null}
          title={t('notes.deleteTitle')}
          body={t('notes.deleteBody')}
          confirmLabel={t('notes.delete')}
          danger
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                announce(t('notes.deleted'));
              },
            })
          }
          onClose={() => {
            setDeleting(null);
            remove.reset();
          }}
        />
      )}
    </SectionCard>
  );
}
