import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  regionOfCurrency,
  BINDER_STATUSES,
  CANCELLATION_REASON_LABELS,
  PRODUCT_NAMES,
  RETURN_METHOD_LABELS,
  hasDeclarations,
  readsByPaper,
  type Persona,
  type Policy,
  type PolicyDocument,
} from '@cyber/domain';
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { DetailList, type DetailItem } from '../../../components/detail-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDate, formatDateTime, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { canOpenPaymentPage } from '../../billing/index.ts';
import { PolicyCertificates } from '../../certificates/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { usePolicy } from '../api/get-policy.ts';
import { useIssuePolicy } from '../api/policy-actions.ts';
import { useDownloadPolicyDocument } from '../api/policy-documents.ts';
import { useServicingActor } from '../hooks/use-servicing-actor.ts';
import { PolicyServicingActions } from './policy-servicing-actions.tsx';
import { PolicyStatusChip } from './policy-status-chip.tsx';
import { PolicyCoverageChart } from './policy-coverage-chart.tsx';
import { PolicyProgramSection } from './policy-program.tsx';
import { PolicyRenewalSection } from './policy-renewal.tsx';
import { PolicyTransactions } from './policy-transactions.tsx';

export type PolicyDetailDrawerProps = {
  persona: Persona;
  /** The open binder or policy, or null. */
  policyId: string | null;
  /** Provider staff issue through `issue` (policy:manage); agencies through `agent-issue`. */
  provider: boolean;
  onClose: () => void;
};

const isBinder = (policy: Policy) => (BINDER_STATUSES as readonly string[]).includes(policy.status);

/** A requested, pending or made cancellation: its day, reason, method, return premium. */
function cancellationItems(
  policy: Policy,
  t: ReturnType<typeof useTranslation>['t'],
): DetailItem[] {
  const { cancellation } = policy;
  if (!cancellation) return [];
  const region = regionOfCurrency(policy.currency);
  return [
    {
      label: t('policies.detail.cancellationDate'),
      value: formatDate(cancellation.effectiveDate),
    },
    {
      label: t('policies.detail.cancellationReason'),
      value: CANCELLATION_REASON_LABELS[cancellation.reason],
    },
    {
      label: t('policies.detail.returnMethod'),
      value: cancellation.method ? RETURN_METHOD_LABELS[cancellation.method] : '—',
    },
    {
      label: t('policies.detail.returnPremium'),
      value: formatMoney(cancellation.returnPremium, region),
    },
    ...(cancellation.reinstateBy
      ? [{ label: t('policies.detail.reinstateBy'), value: formatDate(cancellation.reinstateBy) }]
      : []),
  ];
}

/**
 * Every field of the binder or policy. The company links to its account, except for carriers and
 * reinsurers: they read binders and policies by their paper, and the accounts are not theirs to
 * open.
 */
function policyItems(
  policy: Policy,
  persona: Persona,
  linkAccount: boolean,
  t: ReturnType<typeof useTranslation>['t'],
): DetailItem[] {
  const region = regionOfCurrency(policy.currency);
  const money = (cents: number) => formatMoney(cents, region);
  return [
    { label: t('policies.status'), value: <PolicyStatusChip status={policy.status} /> },
    { label: t('policies.policyNumber'), value: policy.policyNumber },
    {
      label: t('policies.company'),
      value: linkAccount ? (
        <Link href={paths.persona.account(persona, policy.accountId)}>{policy.companyName}</Link>
      ) : (
        policy.companyName
      ),
    },
    { label: t('policies.product'), value: PRODUCT_NAMES[policy.product] },
    { label: t('policies.agency'), value: policy.agencyName ?? '—' },
    { label: t('policies.effectiveDate'), value: formatDate(policy.effectiveDate) },
    { label: t('policies.endDate'), value: formatDate(policy.endDate) },
    ...cancellationItems(policy, t),
    ...(policy.erp
      ? [
          {
            label: t('policies.detail.erp'),
            value: t('policies.detail.erpValue', {
              count: policy.erp.years,
              date: formatDate(policy.erp.endsOn),
            }),
          },
        ]
      : []),
    { label: t('policies.binderExpires'), value: formatDate(policy.binderExpiresOn) ?? '—' },
    { label: t('policies.detail.boundOn'), value: formatDateTime(policy.boundOn) ?? '—' },
    { label: t('policies.detail.issuedOn'), value: formatDateTime(policy.issuedOn) ?? '—' },
    { label: t('policies.detail.limit'), value: formatWholeMoney(policy.limit, region) },
    { label: t('policies.detail.deductible'), value: formatWholeMoney(policy.deductible, region) },
    { label: t('policies.detail.premium'), value: money(policy.premium) },
    { label: t('policies.detail.brokerFee'), value: money(policy.brokerFee) },
    { label: t('policies.detail.mgaFee'), value: money(policy.mgaFee) },
    { label: t('policies.detail.surplusLinesTax'), value: money(policy.surplusLinesTax) },
    { label: t('policies.detail.stampingFee'), value: money(policy.stampingFee) },
    ...(policy.premiumTax !== 0
      ? [{ label: t('policies.detail.premiumTax'), value: money(policy.premiumTax) }]
      : []),
    { label: t('policies.totalPremium'), value: money(policy.totalPremium) },
    { label: t('policies.detail.currency'), value: policy.currency },
    {
      label: t('policies.detail.paid'),
      value: policy.isPaid ? t('policies.detail.yes') : t('policies.detail.no'),
    },
    { label: t('policies.detail.paymentStatus'), value: policy.paymentStatus },
    { label: t('policies.detail.customerEmail'), value: policy.customerEmail ?? '—' },
    { label: t('policies.detail.quoteId'), value: policy.quoteId },
    { label: t('policies.detail.accountId'), value: policy.accountId },
    { label: t('policies.detail.agencyId'), value: policy.agencyId ?? '—' },
    { label: t('policies.detail.carrierId'), value: policy.carrierId ?? '—' },
    { label: t('policies.detail.created'), value: formatDateTime(policy.created) ?? '—' },
    { label: t('policies.detail.modified'), value: formatDateTime(policy.modified) ?? '—' },
  ];
}

/**
 * The documents of a binder or policy: the binder PDF (every one was bound) and, once issued, the
 * declarations page (the UK's policy schedule). Whoever sees the drawer may download them.
 */
function PolicyDocumentButtons({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadPolicyDocument();
  const documents: PolicyDocument[] = hasDeclarations(policy.status)
    ? ['binder', 'declarations']
    : ['binder'];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {documents.map((document) => (
        <Button
          key={document}
          variant="outlined"
          startIcon={
            download.isPending && download.variables.document === document ? (
              <CircularProgress size={16} />
            ) : (
              <PictureAsPdfOutlinedIcon />
            )
          }
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { policy, document },
              {
                onError: () =>
                  enqueueSnackbar(t('policies.documents.failed'), { variant: 'error' }),
              },
            )
          }
        >
          {t(`policies.documents.${document}`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * One binder or policy beside its list: every field of it, money in its currency, its documents
 * to download, and "Issue policy" for a bound binder when the caller may issue it. The issue asks
 * first, then shows the server's message; a refusal's message stays in the dialog. An issued
 * policy (one with revisions) shows its transactions to whoever sees it, and the servicing
 * actions to those who service it (provider staff, the agency).
 */
export function PolicyDetailDrawer({
  persona,
  policyId,
  provider,
  onClose,
}: PolicyDetailDrawerProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = usePolicy(policyId);
  const issue = useIssuePolicy();
  const actor = useServicingActor(provider);
  const canIssue = actor !== null;
  const { claims, permissions } = useCurrentUser();
  const canPay = canOpenPaymentPage(persona, permissions);
  const linkAccount = !readsByPaper(claims.accountType);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const policy = query.data;

  const closeDialog = () => {
    setConfirming(false);
    issue.reset();
  };

  return (
    <DetailDrawer
      open={policyId !== null}
      onClose={onClose}
      width={600}
      labelledBy={headingId}
      closeLabel={t('policies.detail.close')}
      loading={policyId !== null && query.isPending && { label: t('policies.detail.loading') }}
      error={query.isError && t('policies.detail.loadFailed')}
    >
      {policy && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
              {t(isBinder(policy) ? 'policies.detail.binderTitle' : 'policies.detail.policyTitle', {
                number: policy.policyNumber,
              })}
            </Typography>
            {canIssue && policy.status === 'BOUND' && (
              <Button variant="contained" onClick={() => setConfirming(true)}>
                {t('policies.issue.action')}
              </Button>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <PolicyDocumentButtons policy={policy} />
            {canPay && (
              <Button variant="outlined" href={paths.persona.accountantPayment(persona, policy.id)}>
                {t(policy.isPaid ? 'billing.payment.openPaid' : 'billing.payment.open')}
              </Button>
            )}
          </Stack>
          {actor && policy.revision > 0 && <PolicyServicingActions policy={policy} actor={actor} />}
          <DetailList items={policyItems(policy, persona, linkAccount, t)} />
          <PolicyCoverageChart policy={policy} />
          <PolicyProgramSection policy={policy} />
          <PolicyCertificates policy={policy} />
          <PolicyRenewalSection policy={policy} />
          {policy.revision > 0 && <PolicyTransactions policy={policy} actor={actor} />}
        </Stack>
      )}
      {policy && (
        <ConfirmDialog
          open={confirming}
          title={t('policies.issue.title', { number: policy.policyNumber })}
          body={t('policies.issue.body')}
          confirmLabel={t('policies.issue.confirm')}
          pending={issue.isPending}
          error={actionFailure(issue.error, t('policies.issue.failed')) ?? null}
          onConfirm={() =>
            issue.mutate(
              { id: policy.id, provider },
              {
                onSuccess: (result) => {
                  closeDialog();
                  enqueueSnackbar(result.message, { variant: 'success' });
                },
              },
            )
          }
          onClose={closeDialog}
        />
      )}
    </DetailDrawer>
  );
}
