import { zodResolver } from '@hookform/resolvers/zod';
import {
  CERTIFICATE_MESSAGES,
  CertificateRequestSchema,
  US_STATES,
  type AdditionalInsured,
  type CertificateRequest,
  type ParsedCertificateRequest,
  type Policy,
} from '@cyber/domain';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useEmailCertificate } from '../api/email-certificate.ts';

export type CertificateDialogProps = {
  open: boolean;
  policy: Pick<Policy, 'id'>;
  /** The policy's additional insureds: a certificate may name one of them. */
  additionalInsureds: readonly AdditionalInsured[];
  onClose: () => void;
};

/** What the dialog's form keeps: the request, the holder's fields filled from a chosen insured. */
type Values = CertificateRequest;

const HOLDER = 'holder';

const EMPTY: Values = {
  docType: 'Certificate_Holder',
  organizationName: '',
  address1: '',
  city: '',
  state: '',
  zip: '',
  email: '',
};

/** The holder's fields of a chosen additional insured (shown, not edited: it prints as stored). */
const fieldsOf = (insured: AdditionalInsured): Omit<Values, 'docType' | 'email'> => ({
  additionalInsuredId: insured.id,
  organizationName: insured.businessName,
  address1: [insured.address1, insured.address2].filter(Boolean).join(', '),
  city: insured.city,
  state: insured.state,
  zip: insured.zipCode,
});

/** A failure: the spec's message, with the server's reason when it refused (4xx). */
function Failure({ error, title }: { error: Error | null; title: string }) {
  if (!error) return null;
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {refused ? error.message : null}
    </Alert>
  );
}

/**
 * The certificate of insurance (spec 3 §2): for a certificate holder (Organization Name, Address,
 * City, State, ZIP Code, with the spec's messages) or one of the policy's additional insureds,
 * then Download — `{company}-{policyNumber}-Policy-Certificate.pdf`, 'Policy certificate
 * successfully generated' — or Email, to the address given (the caller's own when blank), which
 * answers the spec's confirmation. Failures say the spec's failure, and the server's reason.
 */
export function CertificateDialog({
  open,
  policy,
  additionalInsureds,
  onClose,
}: CertificateDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadCertificate(policy.id);
  const email = useEmailCertificate(policy.id);
  const [target, setTarget] = useState(HOLDER);
  const { control, handleSubmit, reset } = useForm<Values, unknown, ParsedCertificateRequest>({
    resolver: zodResolver(CertificateRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const pending = download.isPending || email.isPending;
  const chosen = additionalInsureds.find((a) => a.id === target);

  const close = () => {
    download.reset();
    email.reset();
    setTarget(HOLDER);
    reset(EMPTY);
    onClose();
  };

  const choose = (next: string) => {
    setTarget(next);
    const insured = additionalInsureds.find((a) => a.id === next);
    reset(
      insured
        ? { ...EMPTY, docType: 'Additional_Insured', ...fieldsOf(insured) }
        : { ...EMPTY, docType: 'Certificate_Holder' },
    );
  };

  /** The request as sent: the holder's fields, or the additional insured's id. */
  const requestOf = (v: ParsedCertificateRequest): CertificateRequest =>
    v.docType === 'Additional_Insured'
      ? { docType: v.docType, additionalInsuredId: v.additionalInsuredId }
      : {
          docType: v.docType,
          organizationName: v.organizationName,
          address1: v.address1,
          city: v.city,
          state: v.state,
          zip: v.zip,
        };

  const handleDownload = handleSubmit((values) => {
    email.reset();
    download.mutate(requestOf(values), {
      onSuccess: () => {
        enqueueSnackbar(CERTIFICATE_MESSAGES.generated, { variant: 'success' });
        close();
      },
    });
  });

  const handleEmail = handleSubmit((values) => {
    download.reset();
    email.mutate(
      { ...requestOf(values), ...(values.email ? { email: values.email } : {}) },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result.message, { variant: 'success' });
          close();
        },
      },
    );
  });

  const holderField = (name: 'organizationName' | 'address1' | 'city' | 'zip', max: number) => (
    <FormTextField
      control={control}
      name={name}
      id={`certificate-${name}`}
      label={t(`certificates.certificate.${name}`)}
      required={!chosen}
      disabled={!!chosen}
      inputProps={{ maxLength: max }}
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleDownload(event)}>
        <DialogTitle>{t('certificates.certificate.title')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {(download.error || email.error) && (
              <Grid size={12}>
                <Failure error={download.error} title={CERTIFICATE_MESSAGES.documentFailed} />
                <Failure
                  error={email.error}
                  title={
                    isApiError(email.error) && email.error.status >= 400 && email.error.status < 500
                      ? CERTIFICATE_MESSAGES.emailFailed
                      : CERTIFICATE_MESSAGES.emailRequestFailed
                  }
                />
              </Grid>
            )}
            <Grid size={12}>
              <TextField
                select
                fullWidth
                id="certificate-for"
                label={t('certificates.certificate.for')}
                value={target}
                onChange={(event) => choose(event.target.value)}
              >
                <MenuItem value={HOLDER}>{t('certificates.certificate.holder')}</MenuItem>
                {additionalInsureds.map((insured) => (
                  <MenuItem key={insured.id} value={insured.id}>
                    {t('certificates.certificate.additionalInsured', {
                      name: insured.businessName,
                    })}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>{holderField('organizationName', 200)}</Grid>
            <Grid size={12}>{holderField('address1', 200)}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{holderField('city', 100)}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="state"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    id="certificate-state"
                    label={t('certificates.certificate.state')}
                    required={!chosen}
                    disabled={!!chosen}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    slotProps={{
                      select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 220 } } } } },
                    }}
                  >
                    {US_STATES.map((state) => (
                      <MenuItem key={state.code} value={state.code}>
                        {state.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>{holderField('zip', 10)}</Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="email"
                id="certificate-email"
                type="email"
                label={t('certificates.certificate.email')}
                helperText={t('certificates.certificate.emailHelp')}
                inputProps={{ maxLength: 254 }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('certificates.certificate.cancel')}</Button>
          <Button variant="outlined" disabled={pending} onClick={() => void handleEmail()}>
            {t('certificates.certificate.send')}
          </Button>
          <SubmitButton size="medium" busy={download.isPending} disabled={pending}>
            {t('certificates.certificate.download')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
