import { zodResolver } from '@hookform/resolvers/zod';
import {
  CERTIFICATE_MESSAGES,
  certificateRegion,
  certificateRequestSchemaFor,
  type AdditionalInsured,
  type CertificateRequest,
  type ParsedCertificateRequest,
  type Policy,
  type Region,
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
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useEmailCertificate } from '../api/email-certificate.ts';

export type CertificateDialogProps = {
  open: boolean;
  /** The policy: its id, and its product and currency, which make its region. */
  policy: Pick<Policy, 'id' | 'product' | 'currency'>;
  /** The policy's additional insureds: a certificate may name one of them. */
  additionalInsureds: readonly AdditionalInsured[];
  onClose: () => void;
};

/**
 * What the dialog's form keeps: the request, its `zip` under the form kit's name (`zipCode`, as
 * the address fields bind it), the holder's fields filled from a chosen insured, and whom the
 * certificate is for (`target`: the certificate holder, or an additional insured's id).
 */
type Values = Omit<CertificateRequest, 'zip'> & { zipCode: string; target: string };

const HOLDER = 'holder';

const EMPTY: Values = {
  target: HOLDER,
  docType: 'Certificate_Holder',
  organizationName: '',
  address1: '',
  city: '',
  state: '',
  zipCode: '',
  email: '',
};

/** The holder's fields of a chosen additional insured (shown, not edited: it prints as stored). */
const fieldsOf = (insured: AdditionalInsured): Omit<Values, 'docType' | 'email' | 'target'> => ({
  additionalInsuredId: insured.id,
  organizationName: insured.businessName,
  address1: [insured.address1, insured.address2].filter(Boolean).join(', '),
  city: insured.city,
  state: insured.state,
  zipCode: insured.zipCode,
});

/**
 * The region's request schema as the form's resolver: the form's `zipCode` is the request's
 * `zip`, its rule's message shown under the form kit's ZIP Code or Postcode field; the values
 * come back parsed (trimmed, a US state upper-cased, a UK postcode in its Royal Mail form).
 */
function requestResolver(region: Region): Resolver<Values> {
  const resolve = zodResolver(certificateRequestSchemaFor(region));
  return async ({ zipCode, target, ...values }, context, options) => {
    const result = await resolve(
      { ...values, zip: zipCode },
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    if (Object.keys(result.errors).length > 0) {
      const { zip, ...errors } = result.errors;
      return { values: {}, errors: { ...errors, ...(zip ? { zipCode: zip } : {}) } };
    }
    const { zip, ...parsed } = result.values as ParsedCertificateRequest;
    return { values: { ...parsed, zipCode: zip, target }, errors: {} };
  };
}

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
 * City, State, ZIP Code, with the spec's messages; a UK policy's Town/City, optional County and
 * Postcode — the form kit's address fields, by the policy's region) or one of the policy's
 * additional insureds,
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
  const region = certificateRegion(policy);
  const resolver = useMemo(() => requestResolver(region), [region]);
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const pending = download.isPending || email.isPending;
  const target = useWatch({ control, name: 'target' });
  const chosen = additionalInsureds.find((a) => a.id === target);

  const close = () => {
    download.reset();
    email.reset();
    reset(EMPTY);
    onClose();
  };

  const choose = (next: string) => {
    const insured = additionalInsureds.find((a) => a.id === next);
    reset(
      insured
        ? { ...EMPTY, target: next, docType: 'Additional_Insured', ...fieldsOf(insured) }
        : EMPTY,
    );
  };

  /** The request as sent: the holder's fields, or the additional insured's id. */
  const requestOf = (v: Values): CertificateRequest =>
    v.docType === 'Additional_Insured'
      ? { docType: v.docType, additionalInsuredId: v.additionalInsuredId }
      : {
          docType: v.docType,
          organizationName: v.organizationName,
          address1: v.address1,
          city: v.city,
          state: v.state,
          zip: v.zipCode,
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
              <FormSelectField
                control={control}
                name="target"
                id="certificate-for"
                label={t('certificates.certificate.for')}
                required={false}
                options={[HOLDER, ...additionalInsureds.map((insured) => insured.id)]}
                optionLabel={(value) => {
                  const insured = additionalInsureds.find((a) => a.id === value);
                  return insured
                    ? t('certificates.certificate.additionalInsured', {
                        name: insured.businessName,
                      })
                    : t('certificates.certificate.holder');
                }}
                onPicked={choose}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="organizationName"
                id="certificate-organizationName"
                label={t('certificates.certificate.organizationName')}
                required={!chosen}
                disabled={!!chosen}
                inputProps={{ maxLength: 200 }}
              />
            </Grid>
            <Grid size={12}>
              <AddressFields
                control={control}
                name=""
                region={region}
                idPrefix="certificate"
                required={!chosen}
                requiredStreet={!chosen}
                disabled={!!chosen}
                withLine2={false}
              />
            </Grid>
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
