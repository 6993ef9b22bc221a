import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  CompleteSubjectivityRequestSchema,
  SUBJECTIVITY_CATALOGUE,
  SUBJECTIVITY_KINDS,
  SubjectivityInputSchema,
  UNDERWRITING_MESSAGES,
  type SaveSubjectivitiesRequest,
  type Subjectivity,
  type SubjectivityKind,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { UnderwritingDialogProps } from './dialog-props.ts';

type Entry = SaveSubjectivitiesRequest['subjectivities'][number];

const FREE_TEXT = '__free__';

/**
 * The underwriter's subjectivities: the open ones can be removed, new ones picked from the
 * catalogue or written, each pre- or post-bind. Completed ones stay (their evidence is on file).
 */
export function SubjectivitiesDialog({
  detail,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<SaveSubjectivitiesRequest>) {
  const { t } = useTranslation();
  const completed = detail.subjectivities.filter((s) => s.status === 'COMPLETED');
  const [entries, setEntries] = useState<Entry[]>(() =>
    detail.subjectivities
      .filter((s) => s.status === 'OPEN')
      .map((s) => ({ id: s.id, kind: s.kind, catalogueKey: s.catalogueKey, text: s.text })),
  );
  const [pick, setPick] = useState<string>(FREE_TEXT);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<SubjectivityKind>('PRE_BIND');
  const [addError, setAddError] = useState<string | null>(null);
  const taken = new Set(
    [...entries, ...completed].map((e) => e.catalogueKey).filter((k): k is string => !!k),
  );
  const choices = SUBJECTIVITY_CATALOGUE.filter((c) => !taken.has(c.key));

  const handlePick = (value: string) => {
    setPick(value);
    const item = SUBJECTIVITY_CATALOGUE.find((c) => c.key === value);
    if (item) setKind(item.kind);
    setAddError(null);
  };
  const handleAdd = () => {
    const item = SUBJECTIVITY_CATALOGUE.find((c) => c.key === pick);
    const parsed = SubjectivityInputSchema.safeParse({
      kind,
      catalogueKey: item?.key ?? null,
      text: item?.text ?? text,
    });
    if (!parsed.success) {
      setAddError(
        parsed.error.issues[0]?.message ?? UNDERWRITING_MESSAGES.subjectivityTextRequired,
      );
      return;
    }
    setEntries((prev) => [...prev, parsed.data]);
    setText('');
    setPick(FREE_TEXT);
    setAddError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ subjectivities: entries });
  };

  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('underwriting.dialogs.subjectivitiesTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.dialogs.save')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={submit}
      onClose={onClose}
    >
      <List dense aria-label={t('underwriting.dialogs.subjectivitiesTitle')}>
        {completed.map((s) => (
          <ListItem key={s.id}>
            <ListItemText
              primary={s.text}
              secondary={`${t(`underwriting.workbench.kinds.${s.kind}`)} · ${t('underwriting.workbench.completed')}`}
            />
          </ListItem>
        ))}
        {entries.map((s, i) => (
          <ListItem
            key={s.id ?? `new-${i}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('underwriting.dialogs.removeSubjectivity', { text: s.text })}
                onClick={() => setEntries((prev) => prev.filter((_, j) => j !== i))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={s.text}
              secondary={t(`underwriting.workbench.kinds.${s.kind}`)}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          select
          id="subjectivity-pick"
          label={t('underwriting.dialogs.fromCatalogue')}
          value={pick}
          onChange={(e) => handlePick(e.target.value)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={FREE_TEXT}>{t('underwriting.dialogs.freeText')}</MenuItem>
          {choices.map((c) => (
            <MenuItem key={c.key} value={c.key}>
              {c.text}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="subjectivity-kind"
          label={t('underwriting.dialogs.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as SubjectivityKind)}
          sx={{ minWidth: 140 }}
        >
          {SUBJECTIVITY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`underwriting.workbench.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {pick === FREE_TEXT && (
        <TextInput
          id="subjectivity-text"
          label={t('underwriting.dialogs.subjectivityText')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={!!addError}
          helperText={addError ?? undefined}
        />
      )}
      {pick !== FREE_TEXT && addError && <Alert severity="error">{addError}</Alert>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={handleAdd}>
          {t('underwriting.dialogs.addSubjectivity')}
        </Button>
      </Box>
    </FormDialog>
  );
}

export type CompleteSubjectivityValues = { file: File; comment: string | null };

/**
 * The agent completes an open subjectivity: the file that satisfies it (uploaded to the quote's
 * documents first) and an optional comment.
 */
export function CompleteSubjectivityDialog({
  subjectivity,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<CompleteSubjectivityValues> & { subjectivity: Subjectivity }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = CompleteSubjectivityRequestSchema.shape.comment.safeParse(comment);
    if (!file) {
      setMissing(true);
      return;
    }
    if (check.success) onSubmit({ file, comment: comment.trim() || null });
  };
  return (
    <FormDialog
      open
      title={t('underwriting.dialogs.completeTitle')}
      error={error ?? (missing && !file ? UNDERWRITING_MESSAGES.evidenceRequired : undefined)}
      pending={pending}
      submitLabel={t('underwriting.actions.complete-subjectivity')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip size="small" label={t(`underwriting.workbench.kinds.${subjectivity.kind}`)} />
        <Typography>{subjectivity.text}</Typography>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" component="label">
          {t('underwriting.dialogs.chooseFile')}
          <input
            hidden
            type="file"
            aria-label={t('underwriting.dialogs.evidence')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file?.name ?? t('underwriting.dialogs.noFile')}
        </Typography>
      </Stack>
      <TextInput
        id="subjectivity-comment"
        label={t('underwriting.dialogs.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
