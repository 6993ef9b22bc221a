import {
  certificateAddressLines,
  CERTIFICATE_MESSAGES,
  certificateRegion,
  hasDeclarations,
  type AdditionalInsured,
  type Policy,
  type Region,
} from '@cyber/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useDeleteAdditionalInsured } from '../api/delete-additional-insured.ts';
import { useAdditionalInsureds } from '../api/get-additional-insureds.ts';
import { useAdditionalInsuredEditor } from '../hooks/use-additional-insured-editor.tsx';
import { useCertificateRights } from '../hooks/use-certificate-rights.ts';
import { CertificateDialog } from './certificate-dialog.tsx';

export type PolicyCertificatesProps = {
  /** The open policy; a binder (never issued) shows nothing. */
  policy: Policy;
};

/** An address on one line, the policy's region's way (as the certificate prints it). */
const addressOf = (a: AdditionalInsured, region: Region) =>
  certificateAddressLines({ ...a, zip: a.zipCode }, region).join(', ');

/**
 * A policy's additional insureds and its certificates of insurance (spec 3 §2), for the policy's
 * drawer: the list (whoever reads the policy), ADD and EDIT (hidden in read-only mode: for anyone
 * but provider staff and the agency, or once the cover has ended) opening 'Add Additional
 * Insured Coverage', and 'Certificate of insurance' (provider staff, the agency, the
 * policyholder; a policy in cover) opening the certificate's dialog.
 */
export function PolicyCertificates({ policy }: PolicyCertificatesProps) {
  if (!hasDeclarations(policy.status)) return null;
  return <AdditionalInsuredsSection policy={policy} />;
}

type DialogKind = 'remove' | 'certificate';

function AdditionalInsuredsSection({ policy }: PolicyCertificatesProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const { canRequest } = useCertificateRights(policy);
  const editor = useAdditionalInsuredEditor(policy);
  const canEdit = editor.canEdit;
  const region = certificateRegion(policy);
  const insureds = useAdditionalInsureds(policy.id);
  const remove = useDeleteAdditionalInsured(policy.id);
  const dialogs = useDialogState<DialogKind, AdditionalInsured>({
    onClose: () => remove.reset(),
  });
  const removing = dialogs.targetOf('remove');
  const list = insureds.data ?? [];

  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        dialogs.close();
        enqueueSnackbar(CERTIFICATE_MESSAGES.additionalInsuredRemoved, { variant: 'success' });
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {t('certificates.title')}
        </Typography>
        {canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => editor.open()}>
            {t('certificates.add')}
          </Button>
        )}
        {canRequest && (
          <Button
            variant="outlined"
            startIcon={<VerifiedOutlinedIcon />}
            disabled={insureds.isLoading}
            onClick={() => dialogs.open('certificate')}
          >
            {t('certificates.certificate.action')}
          </Button>
        )}
      </Stack>
      {insureds.isLoading && <CircularProgress size={24} aria-label={t('certificates.loading')} />}
      {insureds.isError && <Alert severity="error">{CERTIFICATE_MESSAGES.fetchFailed}</Alert>}
      {insureds.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('certificates.none')}
        </Typography>
      )}
      {list.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('certificates.organization')}</TableCell>
                <TableCell>{t('certificates.address')}</TableCell>
                <TableCell>{t('certificates.industry')}</TableCell>
                {canEdit && <TableCell align="right">{t('certificates.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((insured) => (
                <TableRow key={insured.id}>
                  <TableCell>{insured.businessName}</TableCell>
                  <TableCell>{addressOf(insured, region)}</TableCell>
                  <TableCell>
                    {insured.naicsCode} – {insured.naicsDescription}
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('certificates.editLabel', { name: insured.businessName })}
                        onClick={() => editor.open(insured)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('certificates.removeLabel', { name: insured.businessName })}
                        onClick={() => dialogs.open('remove', insured)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editor.dialog}
      {canEdit && removing && (
        <ConfirmDialog
          open
          danger
          title={t('certificates.remove.title', { name: removing.businessName })}
          body={t('certificates.remove.body')}
          confirmLabel={t('certificates.remove.confirm')}
          pending={remove.isPending}
          error={
            remove.error ? refusalMessage(remove.error, t('certificates.remove.failed')) : null
          }
          onConfirm={handleRemove}
          onClose={dialogs.close}
        />
      )}
      {canRequest && dialogs.isOpen('certificate') && (
        <CertificateDialog open policy={policy} additionalInsureds={list} onClose={dialogs.close} />
      )}
    </Stack>
  );
}
