import {
  NO_QUOTE,
  PRODUCT_NAMES,
  QUOTE_FLOW_STEPS,
  SUBMISSION_ID_PARAM,
  type Account,
  type Persona,
  type ProductCode,
  type QuoteFlowStep,
} from '@cyber/domain';
import { Alert, Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FlowStepper } from '../../../../components/flow-stepper.tsx';
import { ModalHost } from '../../../../components/modal-registry/index.ts';
import { paths } from '../../../../config/paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useAccount } from '../../../accounts/index.ts';
import type { RequestedQuotesState } from '../../../quotes/index.ts';
import { cartErrorReasons } from '../../api/cart.ts';
import type { CalculatorScreenProps } from '../../calculator/components/calculator-screen.tsx';
import { QuoteScreenGate } from '../../calculator/components/quote-screen-gate.tsx';
import { useCart } from '../../calculator/hooks/use-cart.ts';
import { CART_REDIRECT_MS } from '../../calculator/lib/cart.ts';
import { requestQuoteEligibility } from '../../calculator/lib/eligibility.ts';
import { useQuoteFlowContext } from '../../api/quote-flow.ts';
import { useSubmission } from '../../../submissions/index.ts';
import { flowSegment, mainStepsFor, nextStep, previousStep } from '../lib/flow.ts';
import { useFlowState } from '../lib/flow-state.ts';
import {
  AdditionalInfoStep,
  additionalInfoErrors,
  CustomQuoteStep,
  LicenceStep,
  ProductStep,
  QuestionsStep,
  ReviewStep,
  useLicenceGate,
  VerifyStep,
} from './flow-steps.tsx';

export type QuoteFlowScreenProps = {
  persona: Persona;
  productType: string;
  accountId: string;
  step: QuoteFlowStep;
  /**
   * The quote step's calculator (`CalculatorScreen` of calculator/), passed in by the route: the
   * app composes the two, so a page that needs only the calculator's helpers does not load it.
   */
  Calculator: ComponentType<CalculatorScreenProps>;
  /**
   * Provider staff quoting for an agency: the agency the cart and the quote requests are for. No
   * route knows one yet (today's requests carry no agencyId), so provider staff use their own
   * organisation's cart.
   */
  agencyId?: string | undefined;
  /**
   * The submissions-* steps (spec 3 §2): the submission the request adds its quotes to, instead
   * of making a new one.
   */
  submissionId?: string | undefined;
};

/**
 * The request-quote flow {base}/requestQuote/{productType}/{accountId}/no-quote/{step} (spec 3
 * §2, §4): verify → product-selector → questions → state-license → quote → additional-info →
 * (custom-quote) → verify-submission; as submissions-{step} with `?submissionId=` the quotes join
 * that submission. The URL holds the product and the step, the cart is the
 * server's and the flow's answers live in sessionStorage, so a reload or a deep link lands where
 * it was.
 */
export function QuoteFlowScreen(props: QuoteFlowScreenProps) {
  const account = useAccount(props.accountId);
  return (
    <QuoteScreenGate productType={props.productType} account={account}>
      {(product, loaded) => <Flow {...props} product={product} account={loaded} />}
    </QuoteScreenGate>
  );
}

function Flow({
  persona,
  product,
  account,
  step,
  Calculator,
  agencyId,
  submissionId,
}: QuoteFlowScreenProps & { product: ProductCode; account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const context = useQuoteFlowContext();
  const wholesale = context.data?.agencyKind === 'WHOLESALE';
  const cart = useCart(account.id, agencyId);
  const flow = useFlowState(account.id);
  const gate = useLicenceGate(account, product);
  const [infoErrors, setInfoErrors] = useState<Record<string, string | undefined>>({});
  const [reasons, setReasons] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const eligible = requestQuoteEligibility(account).eligible;
  const region = account.region;
  const steps = mainStepsFor(region);

  const intoSubmission = !!submissionId;
  const submission = useSubmission(submissionId ?? null);
  // the server refuses a declined or foreign one as well; the screen says so before any work
  const submissionClosed =
    intoSubmission &&
    (submission.isError ||
      (!!submission.data &&
        (!submission.data.canAddQuotes || submission.data.submission.accountId !== account.id)));

  const flowPath = (to: QuoteFlowStep, toProduct: ProductCode = product) => {
    const path = paths.persona.quoteFlow(
      persona,
      'requestQuote',
      toProduct,
      account.id,
      NO_QUOTE,
      flowSegment(to, intoSubmission),
    );
    return submissionId
      ? `${path}?${new URLSearchParams({ [SUBMISSION_ID_PARAM]: submissionId })}`
      : path;
  };
  const go = (next: QuoteFlowStep, nextProduct: ProductCode = product) =>
    void navigate(flowPath(next, nextProduct));

  // a step may only be reached once the rules before it are met (a deep link included)
  const blockedAt: QuoteFlowStep | null = !eligible
    ? 'verify'
    : gate && !gate.ok
      ? 'state-license'
      : null;
  const order = QUOTE_FLOW_STEPS.indexOf(step);
  const blocked =
    submissionClosed || (blockedAt !== null && order > QUOTE_FLOW_STEPS.indexOf(blockedAt));

  const canNext = (() => {
    switch (step) {
      case 'verify':
        return eligible;
      case 'state-license':
        return !!gate?.ok;
      case 'quote':
        return cart.items.length > 0 || !!flow.state.customQuote;
      default:
        return true;
    }
  })();

  const handleNext = () => {
    if (step === 'additional-info') {
      const errors = additionalInfoErrors(flow.state, wholesale, today);
      setInfoErrors(errors);
      if (Object.keys(errors).length) return;
    }
    const next = nextStep(step, region);
    if (next) go(next);
  };

  /*
   * The cart's submit, all or nothing: the items the user sees, with the flow's need-by date, note
   * for the underwriter and retail agent on every quote, and its custom terms as one more quote
   * (REFERRED) of this product. A refusal leaves the cart and the custom terms as they were.
   */
  const handleRequest = () => {
    setReasons([]);
    cart.submit.mutate(
      {
        itemIds: cart.items.map((item) => item.id),
        needByDate: flow.state.needByDate || null,
        underwriterNote: flow.state.underwriterNote || null,
        ...(wholesale
          ? {
              retailAgentFirstName: flow.state.retailAgentFirstName,
              retailAgentLastName: flow.state.retailAgentLastName,
              retailAgentLicenseNumber: flow.state.retailAgentLicenseNumber,
            }
          : {}),
        ...(flow.state.customQuote
          ? { customQuote: flow.state.customQuote, customQuoteProduct: product }
          : {}),
        ...(submissionId ? { submissionId } : {}),
      },
      {
        onSuccess: ({ quotes }) => {
          flow.clear();
          setDone(true);
          enqueueSnackbar(t('quoteCalculator.sent'), { variant: 'success' });
          const state: RequestedQuotesState = { requestedQuotes: quotes.length };
          window.setTimeout(
            () =>
              void navigate(
                submissionId
                  ? paths.persona.submission(persona, submissionId)
                  : paths.persona.quotes(persona),
                { state },
              ),
            CART_REDIRECT_MS,
          );
        },
        onError: (error) => {
          setReasons(cartErrorReasons(error));
          enqueueSnackbar(t('quoteCalculator.sendFailed'), { variant: 'error' });
        },
      },
    );
  };

  const sending = cart.submit.isPending;
  const activeIndex = steps.indexOf(step === 'custom-quote' ? 'quote' : step);
  const nextLabel =
    step === 'state-license' && gate?.ok
      ? gate.action === 'next'
        ? t('quoteCalculator.next')
        : t('quoteCalculator.requestQuote')
      : t('quoteFlow.next');

  const content = (() => {
    if (submissionClosed) {
      return (
        <Alert severity="warning" role="alert">
          {t('quoteFlow.submission.closed')}
        </Alert>
      );
    }
    if (blocked) {
      return (
        <Alert severity="warning" role="alert">
          {t('quoteFlow.blocked', { step: t(`quoteFlow.steps.${blockedAt}`) })}
        </Alert>
      );
    }
    switch (step) {
      case 'verify':
        return <VerifyStep account={account} persona={persona} />;
      case 'product-selector':
        return <ProductStep account={account} product={product} onChoose={(p) => go(step, p)} />;
      case 'questions':
        return (
          <QuestionsStep
            accountId={account.id}
            onSaved={() => go(nextStep('questions', region) ?? 'quote')}
            onBack={() => go('product-selector')}
          />
        );
      case 'state-license':
        return <LicenceStep account={account} gate={gate} persona={persona} />;
      case 'quote':
        return (
          <Stack spacing={2}>
            <Calculator
              embedded
              persona={persona}
              productType={product}
              accountId={account.id}
              agencyId={agencyId}
            />
            <Box>
              <Button onClick={() => go('custom-quote')}>{t('quoteFlow.custom.open')}</Button>
            </Box>
          </Stack>
        );
      case 'additional-info':
        return (
          <AdditionalInfoStep
            state={flow.state}
            wholesale={wholesale}
            today={today}
            errors={infoErrors}
            onChange={(patch) => flow.set(patch)}
          />
        );
      case 'custom-quote':
        return (
          <CustomQuoteStep
            state={flow.state}
            onSave={(customQuote) => {
              flow.set({ customQuote });
              enqueueSnackbar(t('quoteFlow.custom.saved'), { variant: 'success' });
              go('additional-info');
            }}
            onClear={() => flow.set({ customQuote: null })}
          />
        );
      case 'verify-submission':
        return (
          <ReviewStep
            account={account}
            items={cart.items}
            state={flow.state}
            wholesale={wholesale}
          />
        );
    }
  })();

  const back = previousStep(step, region);
  // a UK flow has no state-license step: an old link to it goes on to the quote
  if (!steps.includes(step) && step !== 'custom-quote') {
    return <Navigate replace to={flowPath('quote')} />;
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('quoteFlow.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('quoteCalculator.subtitle', { product: PRODUCT_NAMES[product], name: account.name })}
        </Typography>
      </Stack>
      {intoSubmission && submission.data && !submissionClosed && (
        <Alert severity="info">
          {t('quoteFlow.submission.joining', {
            count: submission.data.submission.quoteCount,
            created: formatDate(submission.data.submission.created),
          })}
        </Alert>
      )}
      <FlowStepper
        steps={steps}
        active={steps[activeIndex] ?? step}
        label={t('quoteFlow.stepsLabel')}
        stepLabel={(s) => t(`quoteFlow.steps.${s}`)}
        onStep={go}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {t(`quoteFlow.steps.${step}`)}
          </Typography>
          {step === 'verify-submission' && cart.error && (
            <Alert severity="error" role="alert">
              {t('quoteCalculator.cartLoadFailed')}
            </Alert>
          )}
          {reasons.length > 0 && (
            <Alert severity="error" role="alert">
              <Typography variant="body2">{t('quoteCalculator.sendFailed')}</Typography>
              <Typography variant="body2">{t('quoteCalculator.sendFailedReasons')}</Typography>
              <List dense disablePadding>
                {reasons.map((r) => (
                  <ListItem key={r} disableGutters>
                    {r}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {content}
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} justifyContent="space-between">
        <Button disabled={!back || sending || done} onClick={() => back && go(back)}>
          {t('quoteFlow.back')}
        </Button>
        {step === 'verify-submission' ? (
          <Button
            variant="contained"
            onClick={handleRequest}
            disabled={
              blocked ||
              done ||
              sending ||
              cart.isLoading ||
              (cart.items.length === 0 && !flow.state.customQuote)
            }
          >
            {sending ? t('quoteCalculator.requesting') : t('quoteFlow.requestQuotes')}
          </Button>
        ) : (
          <Button variant="contained" onClick={handleNext} disabled={blocked || !canNext}>
            {nextLabel}
          </Button>
        )}
      </Stack>
      {step !== 'quote' && <ModalHost />}
    </Stack>
  );
}
