import { zodResolver } from '@hookform/resolvers/zod';
import {
  AgencyFeinInputSchema,
  SignAgreementInputSchema,
  type Agency,
  type AgreementStatus,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useAgencyAgreement,
  useSetAgencyFein,
  useSetAgencyPayments,
  useSignAgencyAgreement,
} from '../api/agency-admin.ts';

export type PaymentsCardProps = {
  agency: Agency;
  /** Provider admins pause and resume; everyone else sees the state. */
  canToggle: boolean;
};

/**
 * "Payments" on the agency page: whether payments to the agency are paused, and (provider
 * admins) pause or resume — the action offered follows the current `pausedPayment` (spec 2 §4).
 */
export function PaymentsCard({ agency, canToggle }: PaymentsCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const setPayments = useSetAgencyPayments(agency.id);
  const [confirming, setConfirming] = useState(false);
  const paused = agency.pausedPayment;
  const close = () => {
    setConfirming(false);
    setPayments.reset();
  };
  return (
    <SectionCard title={t('agencyAdmin.paymentsTitle')}>
      <Stack spacing={2} alignItems="flex-start">
        <Chip
          data-testid="agency-payments-status"
          color={paused ? 'warning' : 'success'}
          label={paused ? t('agencyAdmin.paymentsPaused') : t('agencyAdmin.paymentsActive')}
        />
        <Typography variant="body2" color="text.secondary">
          {paused ? t('agencyAdmin.paymentsPausedHelp') : t('agencyAdmin.paymentsActiveHelp')}
        </Typography>
        {canToggle && (
          <Button
            variant="outlined"
            color={paused ? 'primary' : 'warning'}
            onClick={() => setConfirming(true)}
          >
            {paused ? t('agencyAdmin.resumePayments') : t('agencyAdmin.pausePayments')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={
          paused
            ? t('agencyAdmin.resumeTitle', { name: agency.name })
            : t('agencyAdmin.pauseTitle', { name: agency.name })
        }
        body={paused ? t('agencyAdmin.resumeBody') : t('agencyAdmin.pauseBody')}
        confirmLabel={paused ? t('agencyAdmin.resumePayments') : t('agencyAdmin.pausePayments')}
        danger={!paused}
        pending={setPayments.isPending}
        error={setPayments.error?.message}
        onClose={close}
        onConfirm={() =>
          setPayments.mutate(!paused, {
            onSuccess: ({ message }) => {
              close();
              enqueueSnackbar(message, { variant: 'success' });
            },
          })
        }
      />
    </SectionCard>
  );
}

export type FeinCardProps = {
  agency: Agency;
  /** Provider staff who manage agencies, and the agency's own admins. */
  canEdit: boolean;
};

/** The agency's FEIN (US agencies), with an edit dialog for those who may change it. */
export function FeinCard({ agency, canEdit }: FeinCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (agency.region !== 'US') return null;
  return (
    <SectionCard title={t('agencyAdmin.feinTitle')}>
      <Stack spacing={2} alignItems="flex-start">
        <DetailList
          items={[
            {
              label: t('agencyAdmin.fein'),
              value: agency.fein ?? t('agencyAdmin.feinNotSet'),
              testId: 'agency-fein',
            },
          ]}
        />
        {canEdit && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('agencyAdmin.editFein')}
          </Button>
        )}
      </Stack>
      {editing && <FeinDialog agency={agency} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

type FeinValues = { fein: string };

function FeinDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetAgencyFein(agency.id);
  const { control, handleSubmit } = useForm<FeinValues>({
    resolver: zodResolver(AgencyFeinInputSchema) as unknown as Resolver<FeinValues>,
    mode: 'onTouched',
    defaultValues: { fein: agency.fein ?? '' },
  });
  const send = (fein: string | null) =>
    save.mutate(
      { fein },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="fein-title" fullWidth maxWidth="xs">
      <DialogTitle id="fein-title">{t('agencyAdmin.editFeinTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="fein-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit((values) => send(values.fein))}
        >
          {save.isError && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="fein"
            id="agency-fein-input"
            label={t('agencyAdmin.fein')}
            helperText={t('agencyAdmin.feinHelp')}
            required
            inputProps={{ maxLength: 12, inputMode: 'numeric', autoComplete: 'off' }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('agencyAdmin.cancel')}</Button>
        {agency.fein && (
          <Button color="error" disabled={save.isPending} onClick={() => send(null)}>
            {t('agencyAdmin.removeFein')}
          </Button>
        )}
        <SubmitButton form="fein-form" size="medium" busy={save.isPending}>
          {t('agencyAdmin.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}

/** The signature line: who signed which version, and when. */
function signatureText(status: AgreementStatus, t: TFunction) {
  const s = status.signature;
  if (!s) return t('agencyAdmin.agreementNeverSigned');
  return t('agencyAdmin.agreementSignedBy', {
    version: s.version,
    name: s.signerTitle ? `${s.signerName} (${s.signerTitle})` : s.signerName,
    when: formatDateTime(s.signedAt),
  });
}

export type AgreementCardProps = {
  agencyId: string;
  agencyName: string;
  /** Prefills the signer name (the signed-in user). */
  signerName?: string;
};

/**
 * "Producer agreement" on the agency page: the version in force, whether the agency signed it, by
 * whom and when; the agency's admin signs it here (provider staff see it).
 */
export function AgreementCard({ agencyId, agencyName, signerName = '' }: AgreementCardProps) {
  const { t } = useTranslation();
  const status = useAgencyAgreement(agencyId);
  const [signing, setSigning] = useState(false);
  return (
    <SectionCard title={t('agencyAdmin.agreementTitle')}>
      {status.isPending && <Typography color="text.secondary">{t('common.loading')}</Typography>}
      {status.isError && <Alert severity="error">{t('agencyAdmin.agreementFailed')}</Alert>}
      {status.data && (
        <Stack spacing={2} alignItems="flex-start">
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="body2">
              {t('agencyAdmin.agreementVersion', {
                title: status.data.title,
                version: status.data.version,
              })}
            </Typography>
            <Chip
              size="small"
              data-testid="agreement-status"
              color={status.data.signed ? 'success' : 'warning'}
              label={
                status.data.signed
                  ? t('agencyAdmin.agreementSigned')
                  : t('agencyAdmin.agreementUnsigned')
              }
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="agreement-signature">
            {signatureText(status.data, t)}
          </Typography>
          {status.data.canSign && (
            <Button variant="contained" onClick={() => setSigning(true)}>
              {t('agencyAdmin.signAgreement')}
            </Button>
          )}
        </Stack>
      )}
      {signing && status.data && (
        <SignAgreementDialog
          agencyId={agencyId}
          agencyName={agencyName}
          status={status.data}
          signerName={signerName}
          onClose={() => setSigning(false)}
        />
      )}
    </SectionCard>
  );
}

type SignValues = z.input<typeof SignAgreementInputSchema>;

function SignAgreementDialog({
  agencyId,
  agencyName,
  status,
  signerName,
  onClose,
}: {
  agencyId: string;
  agencyName: string;
  status: AgreementStatus;
  signerName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sign = useSignAgencyAgreement(agencyId);
  const { control, handleSubmit } = useForm<SignValues, unknown, SignValues>({
    resolver: zodResolver(SignAgreementInputSchema) as never,
    mode: 'onTouched',
    defaultValues: { signerName, signerTitle: '', accept: false as never },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="sign-agreement-title" fullWidth>
      <DialogTitle id="sign-agreement-title">
        {t('agencyAdmin.signTitle', { title: status.title })}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="sign-agreement-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit((values) =>
            sign.mutate(values, {
              onSuccess: ({ message }) => {
                enqueueSnackbar(message, { variant: 'success' });
                onClose();
              },
            }),
          )}
        >
          <Typography variant="body2" color="text.secondary">
            {t('agencyAdmin.signIntro', { version: status.version, name: agencyName })}
          </Typography>
          {sign.isError && (
            <Alert severity="error" role="alert">
              {sign.error.message}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="signerName"
            id="agreement-signer-name"
            label={t('agencyAdmin.signerName')}
            required
            inputProps={{ maxLength: 120 }}
          />
          <FormTextField
            control={control}
            name="signerTitle"
            id="agreement-signer-title"
            label={t('agencyAdmin.signerTitle')}
            inputProps={{ maxLength: 120 }}
          />
          <Controller
            control={control}
            name="accept"
            render={({ field, fieldState }) => (
              <Stack>
                <FormControlLabel
                  required
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={t('agencyAdmin.accept', { title: status.title, name: agencyName })}
                />
                {fieldState.error && (
                  <FormHelperText error>{fieldState.error.message}</FormHelperText>
                )}
              </Stack>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('agencyAdmin.cancel')}</Button>
        <SubmitButton form="sign-agreement-form" size="medium" busy={sign.isPending}>
          {t('agencyAdmin.sign')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
