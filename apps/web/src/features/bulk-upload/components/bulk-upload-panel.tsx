import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BULK_UPLOAD_ACCEPT,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  BULK_UPLOAD_TEMPLATE_CSV,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAllTags } from '../../tags/api/get-tags.ts';
import { saveBlob } from '../api/download-report.ts';
import { useUploadFile } from '../api/upload-file.ts';

const EXTENSIONS = BULK_UPLOAD_ACCEPT.split(',');

/** The file checks of spec 2 §5, before anything is sent. */
export function fileIssue(file: File | null): string | null {
  if (!file) return BULK_UPLOAD_MESSAGES.noFile;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return BULK_UPLOAD_MESSAGES.tooBig;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return BULK_UPLOAD_MESSAGES.wrongType;
  return null;
}

/** BulkUpload: file picker, tags to apply, red-accounts flag, progress and processing state. */
export function BulkUploadPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [red, setRed] = useState(false);
  const [progress, setProgress] = useState(0);
  const tags = useAllTags();
  const upload = useUploadFile(setProgress);
  const tagList = tags.data?.content ?? [];

  const submit = () => {
    const problem = fileIssue(file);
    setIssue(problem);
    if (problem || !file) return;
    setProgress(0);
    upload.mutate(
      { file, tagIds, redAccounts: red },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result.message, { variant: 'success' });
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography>
          {t('bulkUpload.intro')}{' '}
          <Link
            component="button"
            type="button"
            onClick={() =>
              saveBlob(
                new Blob([BULK_UPLOAD_TEMPLATE_CSV], { type: 'text/csv' }),
                'accounts-template.csv',
              )
            }
          >
            {t('bulkUpload.template')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('bulkUpload.chooseFile')}
            <input
              ref={input}
              hidden
              type="file"
              accept={BULK_UPLOAD_ACCEPT}
              data-testid="bulk-upload-file"
              onChange={(e) => {
                const next = e.target.files?.[0] ?? null;
                setFile(next);
                setIssue(next ? fileIssue(next) : null);
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? t('bulkUpload.noFile')}</Typography>
        </Stack>
        {tags.isSuccess && tagList.length === 0 ? (
          <Typography variant="body2">
            {t('tags.noTags')}{' '}
            <Link component={RouterLink} to={paths.persona.tags('agency')}>
              {t('tags.setupTags')}
            </Link>
          </Typography>
        ) : (
          <Autocomplete
            multiple
            options={tagList}
            getOptionLabel={(tag) => tag.name}
            value={tagList.filter((tag) => tagIds.includes(tag.id))}
            onChange={(_, value) => setTagIds(value.map((tag) => tag.id))}
            noOptionsText="No Results."
            renderInput={(params) => <TextField {...params} label={t('bulkUpload.tags')} />}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={red} onChange={(e) => setRed(e.target.checked)} />}
          label={t('bulkUpload.redAccounts')}
        />
        {(issue ?? upload.error) && (
          <Alert severity="error">{issue ?? upload.error?.message}</Alert>
        )}
        {upload.isPending && (
          <Box>
            <LinearProgress
              variant={progress < 100 ? 'determinate' : 'indeterminate'}
              value={progress}
              aria-label={t('bulkUpload.progress')}
            />
            <Typography variant="caption">
              {progress < 100
                ? t('bulkUpload.uploading', { percent: progress })
                : t('bulkUpload.processing')}
            </Typography>
          </Box>
        )}
        <Box>
          <Button variant="contained" onClick={submit} disabled={upload.isPending}>
            {t('bulkUpload.upload')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
