import {
  CLAIM_FILE_ACCEPT,
  CLAIM_MESSAGES,
  formatAccountPhone,
  type ClaimView,
} from '@cyber/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  downloadClaimFile,
  useAddDiaryEntry,
  useAssignVendor,
  useClaim,
  useClaimDiary,
  useClaimFiles,
  useClaimVendors,
  useUploadClaimFile,
} from '../api/claims.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';

const yesNo = (t: (k: string) => string, v: boolean | null) =>
  v === null ? '—' : v ? t('claims.yes') : t('claims.no');

function Diary({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const diary = useClaimDiary(claim.id);
  const add = useAddDiaryEntry(claim.id);
  const [note, setNote] = useState('');
  return (
    <Stack spacing={1.5} component="section" aria-label={t('claims.diary')}>
      <Typography variant="h6" component="h3">
        {t('claims.diary')}
      </Typography>
      {claim.canContribute && (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            id="claim-diary-note"
            label={t('claims.diaryNote')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            size="small"
            fullWidth
            multiline
          />
          <Button
            variant="outlined"
            disabled={!note.trim() || add.isPending}
            onClick={() =>
              add.mutate(note, {
                onSuccess: (r) => {
                  setNote('');
                  enqueueSnackbar(r.message, { variant: 'success' });
                },
                onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
              })
            }
          >
            {t('claims.buttons.addNote')}
          </Button>
        </Stack>
      )}
      {diary.isError && <Alert severity="error">{diary.error.message}</Alert>}
      {diary.data?.content.length === 0 && (
        <Typography color="text.secondary">{t('claims.diaryEmpty')}</Typography>
      )}
      <List dense disablePadding>
        {diary.data?.content.map((e) => (
          <ListItem key={e.id} disableGutters divider>
            <ListItemText
              primary={e.body}
              secondary={[formatDateTime(e.createdAt), e.authorName, e.authorOrganisationName]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

function Files({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const files = useClaimFiles(claim.id);
  const upload = useUploadClaimFile(claim.id);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1.5} component="section" aria-label={t('claims.files')}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h3">
          {t('claims.files')}
        </Typography>
        {claim.canContribute && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={CLAIM_FILE_ACCEPT}
              data-testid="claim-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }),
                  onError: (err) =>
                    enqueueSnackbar(err.message || CLAIM_MESSAGES.uploadFailed, {
                      variant: 'error',
                    }),
                });
              }}
            />
            <Button
              variant="outlined"
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {t('claims.buttons.upload')}
            </Button>
          </>
        )}
      </Stack>
      {files.isError && <Alert severity="error">{files.error.message}</Alert>}
      {files.data?.content.length === 0 && (
        <Typography color="text.secondary">{t('claims.filesEmpty')}</Typography>
      )}
      <List dense disablePadding>
        {files.data?.content.map((f) => (
          <ListItem
            key={f.id}
            disableGutters
            divider
            secondaryAction={
              <Button
                size="small"
                onClick={() =>
                  void downloadClaimFile(f.id, f.fileName).catch((e: Error) =>
                    enqueueSnackbar(e.message, { variant: 'error' }),
                  )
                }
              >
                {t('claims.buttons.download')}
              </Button>
            }
          >
            <ListItemText
              primary={`${f.docName} (${f.claimNumber})`}
              secondary={[formatDateTime(f.createdAt), f.uploadedByName]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

function VendorPicker({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const vendors = useClaimVendors(true);
  const assign = useAssignVendor(claim.id);
  const [vendorId, setVendorId] = useState(claim.vendorId ?? '');
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        id="claim-vendor"
        label={t('claims.assignVendor')}
        value={vendorId}
        onChange={(e) => setVendorId(e.target.value)}
        error={vendors.isError}
        helperText={vendors.isError ? vendors.error.message : undefined}
        sx={{ minWidth: 260 }}
      >
        {(vendors.data?.content ?? []).map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!vendorId || vendorId === claim.vendorId || assign.isPending}
        onClick={() =>
          assign.mutate(vendorId, {
            onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }),
            onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
          })
        }
      >
        {t('claims.buttons.assign')}
      </Button>
    </Stack>
  );
}

export type ClaimDetailDialogProps = {
  claimId: string | undefined;
  onClose: () => void;
  onEdit?: (claim: ClaimView) => void;
};

/** A claim read-only: its fields, the diary and the files (and vendor assignment for staff). */
export function ClaimDetailDialog({ claimId, onClose, onEdit }: ClaimDetailDialogProps) {
  const { t } = useTranslation();
  const query = useClaim(claimId);
  const claim = query.data;
  const f = (k: string) => t(`claims.fields.${k}`);
  const phone = (v: string | null) => (v ? formatAccountPhone(v, claim?.region) : '—');
  return (
    <Dialog
      open={!!claimId}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="claim-detail-title"
    >
      <DialogTitle id="claim-detail-title">
        {claim ? t('claims.detailTitle', { claimNumber: claim.claimNumber }) : t('claims.title')}
      </DialogTitle>
      <DialogContent dividers>
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {!claim && !query.isError && <CircularProgress aria-label="Loading" />}
        {claim && (
          <Stack spacing={3}>
            <DetailList
              items={[
                { label: f('status'), value: <ClaimStatusChip status={claim.status} /> },
                { label: f('account'), value: claim.accountName },
                { label: f('name'), value: [claim.name, claim.role].filter(Boolean).join(', ') },
                { label: f('email'), value: claim.email ?? '—' },
                { label: f('workPhone'), value: phone(claim.workPhone) },
                {
                  label: f('address'),
                  value:
                    [claim.address, claim.city, claim.state, claim.zipCode]
                      .filter(Boolean)
                      .join(', ') || '—',
                },
                { label: f('lossDate'), value: formatDate(claim.lossDate) ?? '—' },
                { label: f('lossDescription'), value: claim.lossDescription ?? '—' },
                {
                  label: f('isAuthoritiesInvolved'),
                  value: claim.isAuthoritiesInvolved
                    ? `${t('claims.yes')} — ${claim.authorityName ?? ''} ${phone(claim.authorityPhoneNumber)}`
                    : t('claims.no'),
                },
                {
                  label: f('isReportFiled'),
                  value: claim.isReportFiled
                    ? `${t('claims.yes')} — ${claim.reportNumber ?? ''}`
                    : t('claims.no'),
                },
                { label: f('isCyberIncident'), value: yesNo(t, claim.isCyberIncident) },
                { label: f('isBusinessImpacted'), value: yesNo(t, claim.isBusinessImpacted) },
                { label: f('vendor'), value: claim.vendorName ?? '—' },
                { label: f('filedAt'), value: formatDateTime(claim.filedAt) ?? '—' },
              ]}
            />
            {claim.canAssignVendor && <VendorPicker key={claim.vendorId ?? ''} claim={claim} />}
            <Divider />
            <Diary claim={claim} />
            <Divider />
            <Files claim={claim} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {claim?.canEdit && onEdit && (
          <Button onClick={() => onEdit(claim)}>{t('claims.buttons.edit')}</Button>
        )}
        <Button onClick={onClose}>{t('claims.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
