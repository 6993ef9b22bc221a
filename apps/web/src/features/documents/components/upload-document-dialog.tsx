import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  DocumentUploadFormSchema,
  fileNameWithoutExtension,
  formatBytes,
  type DocumentUploadForm,
} from '@cyber/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useUploadAgencies } from '../api/get-account-agencies.ts';
import { useDocTypes } from '../api/get-doc-types.ts';
import { useUploadDocument } from '../api/upload-document.ts';

export type UploadDocumentDialogProps = {
  open: boolean;
  /** The account the document belongs to. */
  accountId: string;
  /** Internal staff viewing an account may share the document with one of its agencies. */
  canPickAgency?: boolean;
  claimId?: string | undefined;
  onClose: () => void;
};

/**
 * Upload document (spec 2 §5): file name and doc type are required, the name is prefilled from
 * the file name without its extension. Staff may pick an agency; blank = internal staff only.
 */
export function UploadDocumentDialog({
  open,
  accountId,
  canPickAgency = false,
  claimId,
  onClose,
}: UploadDocumentDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const docTypes = useDocTypes(claimId ? true : undefined);
  const agencies = useUploadAgencies(accountId, canPickAgency && open);
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState(false);
  const form = useForm<DocumentUploadForm>({
    resolver: zodResolver(DocumentUploadFormSchema),
    defaultValues: { docName: '', docType: '', agencyId: '' },
  });

  const handleFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setFileError(false);
    form.setValue('docName', fileNameWithoutExtension(chosen.name), { shouldValidate: true });
  };

  const handleSubmit = form.handleSubmit(
    (values) => {
      if (!file) {
        setFileError(true);
        return;
      }
      upload.mutate(
        {
          file,
          accountId,
          claimId,
          docName: values.docName,
          docType: values.docType,
          agencyId: values.agencyId,
        },
        {
          onSuccess: () => {
            enqueueSnackbar(DOCUMENT_MESSAGES.uploaded, { variant: 'success' });
            onClose();
          },
        },
      );
    },
    () => setFileError(!file),
  );

  const uploadError = upload.error
    ? isApiError(upload.error) && upload.error.status === 400
      ? `${DOCUMENT_MESSAGES.uploadFailed} ${upload.error.message}`
      : DOCUMENT_MESSAGES.uploadFailed
    : null;
  const typeOptions = Object.entries(docTypes.data ?? {});

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="upload-doc-title"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="upload-doc-title">{t('documents.uploadTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {uploadError && <Alert severity="error">{uploadError}</Alert>}
            {docTypes.isError && <Alert severity="error">{DOCUMENT_MESSAGES.docTypesFailed}</Alert>}
            <Stack direction="row" spacing={2} alignItems="center">
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
              >
                {t('documents.chooseFile')}
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? `${file.name} (${formatBytes(file.size)})` : t('documents.noFile')}
              </Typography>
              <input
                ref={input}
                type="file"
                hidden
                accept={DOCUMENT_ACCEPT}
                data-testid="document-file-input"
                aria-label={t('documents.file')}
                onChange={(e) => handleFile(e.target.files?.[0])}
              />
            </Stack>
            {fileError && <FormHelperText error>{DOCUMENT_MESSAGES.fileRequired}</FormHelperText>}
            <FormTextField
              id="doc-name"
              control={form.control}
              name="docName"
              label={t('documents.fileName')}
              required
              fullWidth
            />
            <Controller
              control={form.control}
              name="docType"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  required
                  fullWidth
                  label={t('documents.docType')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {typeOptions.map(([label, value]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {canPickAgency && (
              <Controller
                control={form.control}
                name="agencyId"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    label={t('documents.agency')}
                    helperText={t('documents.agencyHelp')}
                  >
                    <MenuItem value="">{t('documents.internalOnly')}</MenuItem>
                    {(agencies.data ?? []).map((a) => (
                      <MenuItem key={a.id} value={a.id}>
                        {a.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('documents.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('documents.upload')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
