import {
  regionOfCurrency,
  AGENCY_BILL_MESSAGES,
  PAYMENT_MESSAGES,
  type Persona,
  type PolicyPaymentView,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePolicyPayment } from '../api/payments.ts';
import { useTokeniser, type Tokeniser } from '../processor/tokeniser.ts';
import { BillingContactsSection } from './billing-contacts-section.tsx';
import { CheckInMailPanel } from './check-in-mail-panel.tsx';
import { ActiveAgreement, DisaffirmedAlert, type OnFinancingNotice } from './finance-agreement.tsx';
import { InstallmentOption, signedAgreementOf } from './installment-option.tsx';
import { InstallmentPlanDetails } from './installment-plan-details.tsx';
import { PaymentActivity } from './payment-activity.tsx';
import { TokeniserNotes } from './payment-details.tsx';
import { PayForm } from './pay-form.tsx';
import { RemittanceDetailsPanel } from './remittance-details-panel.tsx';

export type PaymentPageProps = {
  policyId: string;
  persona: Persona;
};

/** The view the page shows (spec 3 §2/§4): from the policy's payment status. */
type PageView = 'Paid' | 'Processed' | 'Failed' | 'Unpaid';

/** The latest payment's id: "Make Payment" resumes after that failure, not a later one. */
const latestPaymentId = (view: PolicyPaymentView) => view.payments[0]?.id ?? '';

/**
 * Paid (or isPaid), Processed, Failed — unless "Make Payment" was pressed after this failure (a
 * later one shows Failed again) — else Unpaid (and Partially Paid).
 */
const pageViewOf = (view: PolicyPaymentView, resumedAfter: string | null): PageView => {
  if (view.isPaid || view.status === 'Paid') return 'Paid';
  if (view.status === 'Processed') return 'Processed';
  if (view.status === 'Failed') return resumedAfter === latestPaymentId(view) ? 'Unpaid' : 'Failed';
  return 'Unpaid';
};

type PayOption = 'card' | 'bank' | 'wire' | 'check' | 'installments';

/**
 * The policy's payment page ({base}/policy/{id}/accountant-payment; spec 3 §2, §4): thank-you
 * once paid (with the installment schedule and its premium finance agreement when financed),
 * "being processed" while a bank payment settles, the failure and "Make Payment" after a
 * declined one, and otherwise the amount due and the ways to pay it — in full by card or bank
 * account, by ACH/wire, or, when one is offered, the installment plan: its finance agreement
 * accepted, then its down payment (decision 056). An agency-billed policy (decision 058) is paid
 * to its agency: the page says so and offers no way to pay. Below, the payment activity and the
 * people who receive the policy's payment reminders (decision 057).
 */
export function PaymentPage({ policyId, persona }: PaymentPageProps) {
  const { t } = useTranslation();
  const query = usePolicyPayment(policyId);
  const { permissions } = useCurrentUser();
  /** "Make Payment" was pressed after this failed payment (client state only). */
  const [resumedAfter, setResumedAfter] = useState<string | null>(null);
  /** What the server said of the last financing step (the view it changed may look different). */
  const [notice, setNotice] = useState<string | null>(null);
  const view = query.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t('billing.payment.title')}
        subtitle={
          view &&
          t('billing.payment.subtitle', {
            policyNumber: view.policyNumber,
            company: view.companyName,
          })
        }
        actions={<Link href={paths.persona.billing(persona)}>{t('billing.payment.back')}</Link>}
      />
      {query.isPending ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography>{t('billing.payment.loading')}</Typography>
        </Stack>
      ) : !view ? (
        <Alert severity="error" role="alert">
          {query.error?.message}
        </Alert>
      ) : (
        <>
          <Card>
            <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
              <Stack spacing={3}>
                {notice && (
                  <Alert severity="success" role="status" onClose={() => setNotice(null)}>
                    {notice}
                  </Alert>
                )}
                {view.agencyBill ? (
                  <AgencyBilledView
                    view={view}
                    agencyName={view.agencyBill.agencyName}
                    paid={pageViewOf(view, null) === 'Paid'}
                  />
                ) : (
                  <PaymentView
                    view={view}
                    pageView={pageViewOf(view, resumedAfter)}
                    policyholder={persona === 'customer'}
                    onMakePayment={() => setResumedAfter(latestPaymentId(view))}
                    onNotice={setNotice}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
          <PaymentActivity
            view={view}
            staff={persona === 'admin' && permissions.includes('billing:manage')}
            canRemind={(persona === 'admin' || persona === 'agency') && !view.agencyBill}
            policyholder={persona === 'customer'}
            today={dayjs().format('YYYY-MM-DD')}
          />
          <BillingContactsSection
            policyId={view.policyId}
            region={regionOfCurrency(view.currency)}
            canManage={persona !== 'premiumprocessor'}
          />
        </>
      )}
    </Stack>
  );
}

type PaymentViewProps = {
  view: PolicyPaymentView;
  pageView: PageView;
  policyholder: boolean;
  onMakePayment: () => void;
  onNotice: OnFinancingNotice;
};

function PaymentView({ view, pageView, policyholder, onMakePayment, onNotice }: PaymentViewProps) {
  switch (pageView) {
    case 'Paid':
      return (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {PAYMENT_MESSAGES.thankYou(view.policyNumber)}
          </Alert>
          <FinancedPlan view={view} onNotice={onNotice} />
        </Stack>
      );
    case 'Processed':
      return (
        <Alert severity="info" role="status">
          <Typography>{PAYMENT_MESSAGES.processing}</Typography>
          <Typography variant="body2">{PAYMENT_MESSAGES.bankConfirmation}</Typography>
        </Alert>
      );
    case 'Failed':
      return (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {view.payments[0]?.failureMessage ?? PAYMENT_MESSAGES.failed}
          </Alert>
          <Button variant="contained" onClick={onMakePayment}>
            {PAYMENT_MESSAGES.makePayment}
          </Button>
        </Stack>
      );
    case 'Unpaid':
      return <UnpaidView view={view} policyholder={policyholder} onNotice={onNotice} />;
  }
}

type AgencyBilledViewProps = { view: PolicyPaymentView; agencyName: string; paid: boolean };

/**
 * An agency-billed policy (decision 058): its agency collects the premium and remits it to the
 * provider, so the insured pays the agency — no card, bank, wire or check, no installment plan,
 * no financing. The amount due, or the thanks once it is settled.
 */
function AgencyBilledView({ view, agencyName, paid }: AgencyBilledViewProps) {
  return (
    <Stack spacing={3}>
      {paid ? (
        <Alert severity="success" role="status">
          {PAYMENT_MESSAGES.thankYou(view.policyNumber)}
        </Alert>
      ) : (
        <AmountsDue view={view} />
      )}
      <Alert severity="info" role="status">
        {AGENCY_BILL_MESSAGES.agencyBilledPolicy(agencyName)}
      </Alert>
    </Stack>
  );
}

/** The amount due, and when part is paid what was invoiced and paid so far. */
function AmountsDue({ view }: { view: PolicyPaymentView }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, regionOfCurrency(view.currency));
  return (
    <DetailList
      items={[
        { label: t('billing.payment.amountDue'), value: money(view.amountDue) },
        ...(view.paid > 0
          ? [
              { label: t('billing.payment.invoiced'), value: money(view.invoiced) },
              { label: t('billing.payment.paidSoFar'), value: money(view.paid) },
            ]
          : []),
      ]}
    />
  );
}

type FinancedPlanProps = { view: PolicyPaymentView; onNotice: OnFinancingNotice };

/** The installment plan the policy is on, and the premium finance agreement behind it. */
function FinancedPlan({ view, onNotice }: FinancedPlanProps) {
  const agreement = view.financeAgreement;
  return (
    <>
      {view.isPremiumFinanced && view.installmentPlan && (
        <InstallmentPlanDetails
          plan={view.installmentPlan}
          region={regionOfCurrency(view.currency)}
        />
      )}
      {agreement?.status === 'ACTIVE' && (
        <ActiveAgreement agreement={agreement} onNotice={onNotice} />
      )}
    </>
  );
}

type UnpaidViewProps = {
  view: PolicyPaymentView;
  policyholder: boolean;
  onNotice: OnFinancingNotice;
};

/**
 * The amount due and the ways to pay it (Unpaid, Partially Paid, or after "Make Payment"): after
 * a disaffirmed premium finance agreement, first when the annual payment is due; on a plan that
 * stands (something else owed), its agreement, which may still be disaffirmed.
 */
function UnpaidView({ view, policyholder, onNotice }: UnpaidViewProps) {
  const { t } = useTranslation();
  const processor = useTokeniser();
  const amounts = <AmountsDue view={view} />;

  const agreement = view.financeAgreement;
  const financing =
    agreement?.status === 'DISAFFIRMED' && view.amountDue > 0 ? (
      <DisaffirmedAlert view={view} agreement={agreement} />
    ) : agreement?.status === 'ACTIVE' ? (
      <FinancedPlan view={view} onNotice={onNotice} />
    ) : null;

  if (!view.payable)
    return (
      <Stack spacing={3}>
        {financing}
        {amounts}
        <Alert severity="info" role="status">
          {view.amountDue > 0 ? PAYMENT_MESSAGES.notPayable : PAYMENT_MESSAGES.nothingDue}
        </Alert>
      </Stack>
    );

  return (
    <Stack spacing={3}>
      {financing}
      {amounts}
      {processor.pending ? (
        <CircularProgress size={20} aria-label={t('billing.payment.loading')} />
      ) : (
        <PaymentOptions
          view={view}
          tokeniser={processor.tokeniser}
          configured={processor.configured}
          configError={processor.error}
          policyholder={policyholder}
          onNotice={onNotice}
        />
      )}
    </Stack>
  );
}

type PaymentOptionsProps = {
  view: PolicyPaymentView;
  /** How cards and accounts are tokenised here; null when they cannot be (ACH/wire only). */
  tokeniser: Tokeniser | null;
  /** Whether the processor's configuration was read (when not: `configError`). */
  configured: boolean;
  configError: string | undefined;
  policyholder: boolean;
  onNotice: OnFinancingNotice;
};

function PaymentOptions({
  view,
  tokeniser,
  configured,
  configError,
  policyholder,
  onNotice,
}: PaymentOptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(view.currency);
  // Cards and bank accounts as the tokeniser takes them (the sandbox both, Stripe cards only);
  // without one, the ACH/wire details and the check.
  const offersPlan =
    tokeniser !== null &&
    view.financingOffered &&
    !view.isPremiumFinanced &&
    (view.installmentPlan !== null || signedAgreementOf(view) !== null);
  const options: PayOption[] = [
    ...(tokeniser?.methods.includes('CREDIT_CARD') ? (['card'] as const) : []),
    ...(tokeniser?.methods.includes('BANK_ACCOUNT') ? (['bank'] as const) : []),
    'wire',
    'check',
    ...(offersPlan ? (['installments'] as const) : []),
  ];
  const [chosen, setChosen] = useState<PayOption>('card');
  const option = options.includes(chosen) ? chosen : options[0]!;

  return (
    <Stack spacing={3}>
      {configError && (
        <Alert severity="error" role="alert">
          {configError}
        </Alert>
      )}
      {configured && !tokeniser && (
        <Alert severity="info" role="status">
          {PAYMENT_MESSAGES.notConfigured}
        </Alert>
      )}
      {tokeniser && <TokeniserNotes tokeniser={tokeniser} region={region} />}
      {options.length > 1 && (
        <FormControl>
          <FormLabel id={`${id}-options`}>{t('billing.payment.choose')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-options`}
            value={option}
            onChange={(e) => setChosen(e.target.value as PayOption)}
          >
            {options.map((o) => (
              <FormControlLabel
                key={o}
                value={o}
                control={<Radio />}
                label={t(`billing.payment.options.${o}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Box>
        {tokeniser && (option === 'card' || option === 'bank') && (
          <PayForm
            key={option}
            view={view}
            policyholder={policyholder}
            tokeniser={tokeniser}
            method={option === 'card' ? 'CREDIT_CARD' : 'BANK_ACCOUNT'}
            amount={view.amountDue}
            isDownPayment={false}
          />
        )}
        {option === 'wire' && <RemittanceDetailsPanel policyNumber={view.policyNumber} />}
        {option === 'check' && <CheckInMailPanel view={view} />}
        {tokeniser && option === 'installments' && offersPlan && (
          <InstallmentOption
            view={view}
            tokeniser={tokeniser}
            plan={view.installmentPlan}
            policyholder={policyholder}
            onNotice={onNotice}
          />
        )}
      </Box>
    </Stack>
  );
}
