import { zodResolver } from '@hookform/resolvers/zod';
import {
  FINANCING_ANNUAL_PAYMENT_DAYS,
  FINANCING_MESSAGES,
  FinancingAcceptanceSchema,
  financeAgreementText,
  regionOfCurrency,
  type FinanceAgreement,
  type PolicyPaymentView,
} from '@cyber/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import {
  useAcceptFinancing,
  useDisaffirmFinancing,
  useDownloadAgreement,
  useRequestFinanceQuote,
} from '../api/financing.ts';
import { aprPercent } from './installment-plan-details.tsx';

/**
 * The platform's premium finance agreement on the payment page (decision 056): review the
 * financing quote and accept it with a signature before the down payment; once accepted, who
 * signed it and when; once the plan stands, the agreement and, within its window, the way to
 * disaffirm it; after a disaffirm, when the annual payment falls due.
 */

/** What the server said it did, shown by the page (it outlives the section that asked). */
export type OnFinancingNotice = (message: string) => void;

const useAprText = () => {
  const { t } = useTranslation();
  return (bps: number) => t('billing.financing.aprValue', { apr: aprPercent(bps) });
};

export type AgreementDownloadProps = {
  agreement: Pick<FinanceAgreement, 'id' | 'financeQuoteNumber'>;
};

/** The agreement as a PDF (signed or not), with the spec's words when it cannot be fetched. */
export function AgreementDownload({ agreement }: AgreementDownloadProps) {
  const { t } = useTranslation();
  const download = useDownloadAgreement();
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button
        variant="text"
        disabled={download.isPending}
        onClick={() => download.mutate(agreement)}
      >
        {t('billing.financing.download')}
      </Button>
      {download.isError && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {FINANCING_MESSAGES.documentsFailed}
        </Alert>
      )}
    </Stack>
  );
}

export type ReviewFinancingProps = {
  view: PolicyPaymentView;
  onNotice: OnFinancingNotice;
};

/**
 * "Review financing terms": asks for a financing quote, then shows it for acceptance. A refusal
 * (no agency on the policy, financing not offered) shows the server's words.
 */
export function ReviewFinancing({ view, onNotice }: ReviewFinancingProps) {
  const { t } = useTranslation();
  const quote = useRequestFinanceQuote();
  const [reviewing, setReviewing] = useState<FinanceAgreement | null>(null);

  const review = () =>
    quote.mutate(view.policyId, {
      // A signed agreement that still stands comes back as it is: the page then offers its
      // down payment.
      onSuccess: ({ agreement }) => setReviewing(agreement.status === 'QUOTED' ? agreement : null),
    });

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2">
        {t('billing.financing.reviewIntro', {
          financer: view.installmentPlan?.financerName ?? view.financeAgreement?.financerName,
        })}
      </Typography>
      {quote.isError && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {refusalMessage(quote.error, FINANCING_MESSAGES.genericError)}
        </Alert>
      )}
      <Button variant="contained" disabled={quote.isPending} onClick={review}>
        {t('billing.financing.review')}
      </Button>
      {reviewing && (
        <FinancingAcceptanceDialog
          agreement={reviewing}
          view={view}
          onClose={() => setReviewing(null)}
          onAccepted={(message) => {
            setReviewing(null);
            onNotice(message);
          }}
        />
      )}
    </Stack>
  );
}

const AcceptanceFormSchema = FinancingAcceptanceSchema.pick({ signature: true, email: true });
type AcceptanceForm = z.input<typeof AcceptanceFormSchema>;

type FinancingAcceptanceDialogProps = {
  agreement: FinanceAgreement;
  view: PolicyPaymentView;
  onClose: () => void;
  onAccepted: OnFinancingNotice;
};

/**
 * "Premium financing acceptance" (spec 3 §3): the quote's figures, the agreement's text and its
 * PDF, and the signature — the signer's full name and e-mail (the signed-in user's to start).
 */
function FinancingAcceptanceDialog({
  agreement,
  view,
  onClose,
  onAccepted,
}: FinancingAcceptanceDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { me } = useCurrentUser();
  const accept = useAcceptFinancing();
  const aprText = useAprText();
  const region = regionOfCurrency(agreement.currency);
  const money = (amount: number) => formatMoney(amount, region);
  const { control, handleSubmit } = useForm<AcceptanceForm>({
    resolver: zodResolver(AcceptanceFormSchema),
    mode: 'onTouched',
    defaultValues: { signature: '', email: me.email },
  });

  const close = () => {
    accept.reset();
    onClose();
  };

  const submit = handleSubmit(({ signature, email }) =>
    accept
      .mutateAsync({ policyId: view.policyId, signature, email, productType: view.product })
      .then(({ message }) => onAccepted(message))
      // Shown in the dialog from the mutation's state.
      .catch(() => undefined),
  );

  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('billing.financing.title')}
      error={
        accept.isError ? refusalMessage(accept.error, FINANCING_MESSAGES.applyFailed) : undefined
      }
      pending={accept.isPending}
      submitLabel={t('billing.financing.accept')}
      cancelLabel={t('billing.financing.cancel')}
      onSubmit={submit}
      onClose={close}
    >
      <DetailList
        items={[
          { label: t('billing.financing.quoteNumber'), value: agreement.financeQuoteNumber },
          { label: t('billing.financing.apr'), value: aprText(agreement.apr) },
          { label: t('billing.financing.totalPremium'), value: money(agreement.totalPremium) },
          { label: t('billing.financing.downPayment'), value: money(agreement.downPayment) },
          {
            label: t('billing.financing.amountFinanced'),
            value: money(agreement.amountFinanced),
          },
          { label: t('billing.financing.financeCharge'), value: money(agreement.financeCharge) },
          {
            label: t('billing.financing.totalPaymentAmount'),
            value: money(agreement.totalPaymentAmount),
          },
        ]}
      />
      <Typography>
        {t('billing.financing.schedule', {
          count: agreement.numberOfInstallments,
          amount: money(agreement.installmentAmount),
          date: formatDate(agreement.firstInstallmentDue, region),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('billing.financing.validUntil', { date: formatDate(agreement.expiresOn, region) })}
      </Typography>
      <Box
        component="section"
        aria-labelledby={`${id}-agreement`}
        sx={{
          maxHeight: 240,
          overflowY: 'auto',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
        tabIndex={0}
      >
        <Typography id={`${id}-agreement`} variant="subtitle2" component="h3" gutterBottom>
          {t('billing.financing.agreement')}
        </Typography>
        {financeAgreementText(agreement).map((paragraph) => (
          <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <AgreementDownload agreement={agreement} />
      <FormTextField
        control={control}
        name="signature"
        id={`${id}-signature`}
        label={t('billing.financing.signature')}
        helperText={t('billing.financing.signatureHelp')}
        autoComplete="name"
        inputProps={{ maxLength: 200 }}
      />
      <FormTextField
        control={control}
        name="email"
        id={`${id}-email`}
        type="email"
        label={t('billing.financing.email')}
        autoComplete="email"
      />
    </FormDialog>
  );
}

export type SignedAgreementNoteProps = { agreement: FinanceAgreement };

/** The accepted agreement, before its down payment: which, who signed it and when. */
export function SignedAgreementNote({ agreement }: SignedAgreementNoteProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(agreement.currency);
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Alert severity="success" role="note" sx={{ alignSelf: 'stretch' }}>
        {t('billing.financing.accepted', {
          number: agreement.financeQuoteNumber,
          signature: agreement.signature,
          date: formatDate(agreement.signedAt, region) ?? '',
        })}
      </Alert>
      <AgreementDownload agreement={agreement} />
    </Stack>
  );
}

export type ActiveAgreementProps = {
  agreement: FinanceAgreement;
  onNotice: OnFinancingNotice;
};

/**
 * The agreement of the plan that stands: its number and APR, who signed it and when, its PDF,
 * and — while the caller may — "Disaffirm financing" after a confirmation.
 */
export function ActiveAgreement({ agreement, onNotice }: ActiveAgreementProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const aprText = useAprText();
  const region = regionOfCurrency(agreement.currency);
  const [confirming, setConfirming] = useState(false);
  const disaffirm = useDisaffirmFinancing();

  const close = () => {
    setConfirming(false);
    disaffirm.reset();
  };

  // The page changes once the agreement is disaffirmed (the annual payment is due): the notice
  // is the page's, as this section is gone by then.
  const confirm = () =>
    disaffirm
      .mutateAsync(agreement.policyId)
      .then(({ message }) => {
        setConfirming(false);
        onNotice(message);
      })
      .catch(() => undefined);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} alignItems="flex-start">
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('billing.financing.agreementLine', {
          number: agreement.financeQuoteNumber,
          apr: aprText(agreement.apr),
        })}
      </Typography>
      {agreement.signature && (
        <Typography variant="body2">
          {t('billing.financing.signedBy', {
            signature: agreement.signature,
            date: formatDate(agreement.signedAt, region) ?? '',
          })}
        </Typography>
      )}
      {agreement.canDisaffirm && agreement.disaffirmBy && (
        <Typography variant="body2" color="text.secondary">
          {t('billing.financing.disaffirmUntil', {
            date: formatDate(agreement.disaffirmBy, region),
          })}
        </Typography>
      )}
      <AgreementDownload agreement={agreement} />
      {agreement.canDisaffirm && (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('billing.financing.disaffirm')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('billing.financing.disaffirmTitle')}
        body={t('billing.financing.disaffirmBody', {
          amount: formatMoney(agreement.amountFinanced, region),
          days: FINANCING_ANNUAL_PAYMENT_DAYS,
        })}
        confirmLabel={t('billing.financing.disaffirmConfirm')}
        pending={disaffirm.isPending}
        error={
          disaffirm.isError
            ? refusalMessage(disaffirm.error, FINANCING_MESSAGES.genericError)
            : undefined
        }
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </Stack>
  );
}

export type DisaffirmedAlertProps = { view: PolicyPaymentView; agreement: FinanceAgreement };

/** After a disaffirm: when it was, and the annual payment now due and by when. */
export function DisaffirmedAlert({ view, agreement }: DisaffirmedAlertProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(view.currency);
  return (
    <Alert severity="warning" role="note">
      {t('billing.financing.disaffirmed', {
        date: formatDate(agreement.disaffirmedAt, region) ?? '',
        amount: formatMoney(view.amountDue, region),
        due: formatDate(agreement.annualPaymentDue, region) ?? '',
      })}
    </Alert>
  );
}
