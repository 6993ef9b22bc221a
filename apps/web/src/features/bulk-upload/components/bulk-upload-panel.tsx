import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BULK_UPLOAD_ACCEPT,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  type BulkUpload,
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
import { useAllTags } from '../../tags/index.ts';
import { downloadTemplate, type TemplateFormat } from '../api/download-template.ts';
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

export type BulkUploadPanelProps = {
  /** The history rows on screen: the one this upload created shows how far processing is. */
  uploads?: BulkUpload[] | undefined;
};

/**
 * BulkUpload: file picker (csv, xlsx, xls up to 5 MB), tags to apply, red-accounts flag, then the
 * progress: bytes sent, rows checked (from the upload's history row), accounts being created.
 */
export function BulkUploadPanel({ uploads }: BulkUploadPanelProps) {
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
  const processing = upload.isPending
    ? uploads?.find((u) => u.status === 'PROCESSING' && u.fileName === file?.name)
    : undefined;
  const checked = processing ? processing.numSuccess + processing.numFailure : 0;

  const handleTemplate = (format: TemplateFormat) =>
    downloadTemplate(format).catch((error: Error) =>
      enqueueSnackbar(error.message, { variant: 'error' }),
    );

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
        <Typography>{t('bulkUpload.intro')}</Typography>
        <Typography variant="body2">
          {t('bulkUpload.template')}{' '}
          <Link component="button" type="button" onClick={() => handleTemplate('xlsx')}>
            {t('bulkUpload.templateXlsx')}
          </Link>
          {' · '}
          <Link component="button" type="button" onClick={() => handleTemplate('csv')}>
            {t('bulkUpload.templateCsv')}
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
            {progress < 100 ? (
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('bulkUpload.progress')}
              />
            ) : processing && checked < processing.numUploaded ? (
              <LinearProgress
                variant="determinate"
                value={Math.round((checked / Math.max(1, processing.numUploaded)) * 100)}
                aria-label={t('bulkUpload.progress')}
              />
            ) : (
              <LinearProgress variant="indeterminate" aria-label={t('bulkUpload.progress')} />
            )}
            <Typography variant="caption" role="status">
              {progress < 100
                ? t('bulkUpload.uploading', { percent: progress })
                : !processing
                  ? t('bulkUpload.processing')
                  : checked < processing.numUploaded
                    ? t('bulkUpload.checking', { checked, total: processing.numUploaded })
                    : t('bulkUpload.creating')}
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
