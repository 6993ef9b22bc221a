import {
  backupFrequencyOf,
  CALCULATOR_LIMIT_OPTIONS,
  CUSTOM_PRESET,
  DEDUCTIBLE_OPTIONS,
  presetById,
  quotePresetName,
  PRODUCT_NAMES,
  ratingStateOf,
  toRatingSecurityAnswers,
  WAITING_PERIOD_OPTIONS,
  type Account,
  type Persona,
  type ProductCode,
  type QuoteView,
} from '@cyber/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ModalHost, openModal } from '../../../../components/modal-registry/index.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { SectionCard } from '../../../../components/section-card.tsx';
import { useDebouncedValue } from '../../../../components/data-table/use-debounced-value.ts';
import { paths } from '../../../../config/paths.ts';
import { useCalculation } from '../../api/calculate.ts';
import { useCoverageRules, useRaterGlobals } from '../../api/rules.ts';
import {
  SECURITY_QUESTIONS_MODAL,
  SecurityReadingsNotice,
  type SecurityQuestionsModalData,
} from '../../../security-questions/index.ts';
import {
  useCalculatorAccount,
  useCalculatorSecurityAnswers,
} from '../../api/get-calculator-account.ts';
import { useCart } from '../hooks/use-cart.ts';
import {
  calculatorReducer,
  initialCalculatorState,
  selectedCoverageIds,
  selectedCoverages,
  stateFromQuote,
  type SecurityGate,
} from '../lib/calculator-state.ts';
import { useUpdateQuote } from '../../api/update-quote.ts';
import { requestQuoteEligibility } from '../lib/eligibility.ts';
import { QUOTE_CART_MODAL, type QuoteCartModalData } from './cart-modal.tsx';
import { CoverageChart } from './coverage-chart.tsx';
import { CoveragesTable } from './coverages-table.tsx';
import { GlobalSettings } from './global-settings.tsx';
import { PremiumCard } from './premium-card.tsx';
import { QuoteScreenGate } from './quote-screen-gate.tsx';
import { QuoteReadinessAlert } from './quote-readiness-alert.tsx';

/** Spec 3 §9 lists no calculator debounce; 400 ms keeps typing and clicking from flooding it. */
export const CALCULATOR_DEBOUNCE_MS = 400;

/** Spec 3 §9: "quote update redirect 2 s". */
export const QUOTE_UPDATE_REDIRECT_MS = 2_000;

export type CalculatorScreenProps = {
  persona: Persona;
  productType: string;
  accountId: string;
  /** Inside the quote flow: no page heading (the flow has its own). */
  embedded?: boolean;
  /** edit-quote: start from this quote and save re-rates it instead of filling the cart. */
  quote?: QuoteView | undefined;
  /**
   * Provider staff quoting for an agency: the agency whose cart this is (as their quote requests
   * name it). No route knows one yet, so provider staff fill their own organisation's cart.
   */
  agencyId?: string | undefined;
};

/**
 * The quote calculator {base}/requestQuote/{productType}/{accountId} (spec 3 §2, §4, §9): the
 * global settings, the coverages from the rater's rules, the live premium with its breakdown,
 * the coverage chart, the security questions (quote variant) and the cart.
 */
export function CalculatorScreen({
  persona,
  productType,
  accountId,
  embedded = false,
  quote,
  agencyId,
}: CalculatorScreenProps) {
  const account = useCalculatorAccount(accountId);
  return (
    <QuoteScreenGate productType={productType} account={account}>
      {(product, loaded) => {
        const eligibility = requestQuoteEligibility(loaded);
        if (!eligibility.eligible) {
          return (
            <QuoteReadinessAlert
              eligibility={eligibility}
              persona={persona}
              accountId={accountId}
            />
          );
        }
        return (
          <Calculator
            persona={persona}
            product={product}
            account={loaded}
            embedded={embedded}
            quote={quote}
            agencyId={agencyId}
          />
        );
      }}
    </QuoteScreenGate>
  );
}

function Calculator({
  persona,
  product,
  account,
  embedded,
  quote,
  agencyId,
}: {
  persona: Persona;
  product: ProductCode;
  account: Account;
  embedded: boolean;
  quote: QuoteView | undefined;
  agencyId: string | undefined;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const [state, dispatch] = useReducer(calculatorReducer, today, (day) =>
    quote ? stateFromQuote(quote) : initialCalculatorState(day),
  );
  const update = useUpdateQuote();
  const answers = useCalculatorSecurityAnswers(account.id);
  // edit-quote saves the quote itself: no cart to read
  const cart = useCart(account.id, agencyId, { enabled: !quote });
  const region = account.region;
  const industryCode = (region === 'UK' ? account.sicCode : account.naicsCode) ?? '';
  // the rater's state: the US state, or the UK nation of the postcode (never a UK county)
  const stateCode =
    ratingStateOf({
      region,
      state: account.physicalAddress.state,
      zipCode: account.physicalAddress.zipCode,
    }) ?? '';

  const gate: SecurityGate = useMemo(
    () => ({
      answers: toRatingSecurityAnswers(answers.data),
      backupFrequency: backupFrequencyOf(answers.data),
    }),
    [answers.data],
  );
  const rules = useCoverageRules(
    industryCode,
    {
      state: stateCode,
      product,
      effectiveDate: state.effectiveDate,
      limit: state.limit,
      securityAnswers: gate.answers,
      backupFrequency: gate.backupFrequency,
    },
    { enabled: !!industryCode && !!stateCode && answers.isSuccess },
  );
  const globals = useRaterGlobals(
    stateCode,
    { product, revenue: account.totalRevenue },
    { enabled: !!stateCode },
  );

  // the preset is applied once the rules are known; later rules (new date, limit or answers)
  // only enforce availability and the security gates
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!rules.data) return;
    if (!applied && quote) {
      // edit-quote: keep the quote's own choices, only enforce the rules
      setApplied(true);
      dispatch({ type: 'rules', rules: rules.data.coverages, gate });
    } else if (!applied) {
      setApplied(true);
      dispatch({
        type: 'preset',
        preset: state.preset,
        product,
        rules: rules.data.coverages,
        gate,
      });
    } else {
      dispatch({ type: 'rules', rules: rules.data.coverages, gate });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on new rules or answers only
  }, [rules.data, gate]);

  const ready = applied && !!rules.data;
  const coverages = selectedCoverages(state);
  const request = {
    accountId: account.id,
    product,
    limit: state.limit,
    deductible: state.deductible,
    waitingPeriod: state.waitingPeriod,
    retroActivePeriod: state.retroActivePeriod,
    effectiveDate: state.effectiveDate,
    coverages,
  };
  // debounce the serialised input: a new object every render would restart the timer for ever
  const serialised = JSON.stringify(request);
  const debounced = useDebouncedValue(serialised, CALCULATOR_DEBOUNCE_MS);
  // rate only choices that have settled: the first rating waits for the preset's coverages, so
  // no premium for zero coverages flashes up before it
  const calculation = useCalculation(
    useMemo(() => JSON.parse(debounced) as typeof request, [debounced]),
    { enabled: ready && debounced === serialised },
  );
  const result = calculation.data;

  const handlePreset = (preset: number) =>
    rules.data && dispatch({ type: 'preset', preset, product, rules: rules.data.coverages, gate });

  // custom once anything was changed by hand (the reducer), and never a name whose terms differ
  const presetName =
    state.preset === CUSTOM_PRESET
      ? null
      : quotePresetName(presetById(state.preset)?.name, {
          limit: state.limit,
          deductible: state.deductible,
          waitingPeriod: state.waitingPeriod,
          retroActivePeriod: state.retroActivePeriod,
        });

  // the premium on screen is for exactly these choices: no change waiting on the debounce, no
  // rating in flight
  const settled =
    ready &&
    !!result &&
    !calculation.isFetching &&
    !calculation.isError &&
    !calculation.isPlaceholderData &&
    debounced === serialised;
  // an Add to cart clicked while a rating is in flight is kept, and done once it settles: a
  // click is never lost to a re-rate that starts under the pointer
  const [pendingAdd, setPendingAdd] = useState(false);

  // the server prices the variation itself; the body is the one a quote request would carry
  const addVariation = () => {
    if (!result) return;
    const { accountId: _omit, ...fields } = request;
    cart.add.mutate(
      { product, presetName, fields: { ...fields, endDate: state.endDate } },
      {
        onSuccess: () => enqueueSnackbar(t('quoteCalculator.added'), { variant: 'success' }),
        onError: (error) =>
          isApiError(error) && error.status === 409
            ? enqueueSnackbar(error.message || t('quoteCalculator.cartLimit'), {
                variant: 'warning',
              })
            : enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  const handleAddToCart = () => {
    if (cart.isFull) {
      enqueueSnackbar(t('quoteCalculator.cartLimit'), { variant: 'warning' });
      return;
    }
    if (settled) addVariation();
    else setPendingAdd(true);
  };

  useEffect(() => {
    if (!pendingAdd) return;
    if (settled) {
      setPendingAdd(false);
      addVariation();
    } else if (calculation.isError && !calculation.isFetching) {
      setPendingAdd(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- act when the rating settles
  }, [pendingAdd, settled, calculation.isError, calculation.isFetching]);

  const handleSave = () => {
    if (!quote) return;
    const { accountId: _omit, ...fields } = request;
    update.mutate(
      { product, id: quote.id, body: { ...fields, endDate: state.endDate, presetName } },
      {
        onSuccess: () => {
          enqueueSnackbar(t('quoteCalculator.updated'), { variant: 'success' });
          window.setTimeout(
            () => void navigate(paths.persona.quotes(persona)),
            QUOTE_UPDATE_REDIRECT_MS,
          );
        },
        onError: (error) =>
          enqueueSnackbar(error.message || t('quoteCalculator.updateFailed'), { variant: 'error' }),
      },
    );
  };

  const openCart = () =>
    openModal<QuoteCartModalData>(QUOTE_CART_MODAL, {
      accountId: account.id,
      agencyId: agencyId ?? null,
      persona,
      region,
    });

  const openSecurityQuestions = () =>
    openModal<SecurityQuestionsModalData>(SECURITY_QUESTIONS_MODAL, {
      accountId: account.id,
      name: account.name,
      region,
      variant: 'quote',
      coverageIds: rules.data ? selectedCoverageIds(state, rules.data.coverages) : [],
      onSaved: (action) => {
        // the answers are refetched (the modal invalidates them), which re-rates
        if (action === 'open-cart') openCart();
      },
    });

  const calcError =
    calculation.isError && !calculation.isFetching ? calculation.error.message : null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1, display: embedded ? 'none' : undefined }}>
          <Link
            component={RouterLink}
            to={paths.persona.account(persona, account.id)}
            underline="hover"
          >
            {t('quoteCalculator.back')}
          </Link>
          <Typography variant="h2" component="h1">
            {t('quoteCalculator.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('quoteCalculator.subtitle', { product: PRODUCT_NAMES[product], name: account.name })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {embedded && <Box sx={{ flex: 1 }} />}
          <Button onClick={openSecurityQuestions}>{t('quoteCalculator.securityQuestions')}</Button>
          {quote ? (
            <Button
              variant="contained"
              onClick={handleSave}
              disabled={!result || calculation.isFetching || update.isPending || update.isSuccess}
            >
              {t('quoteCalculator.saveQuote')}
            </Button>
          ) : (
            <>
              <Button
                variant="outlined"
                onClick={handleAddToCart}
                disabled={
                  !ready ||
                  pendingAdd ||
                  cart.add.isPending ||
                  (!calculation.isFetching && (!result || calculation.isError))
                }
                aria-busy={pendingAdd || cart.add.isPending}
              >
                {t('quoteCalculator.addToCart')}
              </Button>
              <Badge badgeContent={cart.items.length} color="primary">
                <Button variant="contained" onClick={openCart}>
                  {t('quoteCalculator.openCart', { count: cart.items.length })}
                </Button>
              </Badge>
            </>
          )}
        </Stack>
      </Stack>

      {!quote && cart.error && (
        <Alert severity="error" role="alert">
          {t('quoteCalculator.cartLoadFailed')}
        </Alert>
      )}

      {!quote && (
        <SecurityReadingsNotice
          accountId={account.id}
          answers={answers.data}
          onReview={openSecurityQuestions}
        />
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <SectionCard title={t('quoteCalculator.globals')}>
              <GlobalSettings
                state={state}
                today={today}
                region={region}
                limits={globals.data?.aggLimits ?? CALCULATOR_LIMIT_OPTIONS}
                deductibles={globals.data?.deductibles ?? DEDUCTIBLE_OPTIONS}
                waitingPeriods={globals.data?.hrs ?? WAITING_PERIOD_OPTIONS}
                onPreset={handlePreset}
                dispatch={dispatch}
              />
            </SectionCard>
            <SectionCard title={t('quoteCalculator.coverages')}>
              {rules.isError ? (
                <Alert severity="error">
                  {rules.error.message || t('quoteCalculator.rulesFailed')}
                </Alert>
              ) : !rules.data ? (
                <LinearProgress aria-label={t('common.loading')} />
              ) : (
                <CoveragesTable
                  rules={rules.data.coverages}
                  state={state}
                  gate={gate}
                  region={region}
                  dispatch={dispatch}
                />
              )}
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <SectionCard title={t('quoteCalculator.premium')}>
              <PremiumCard
                result={result}
                region={region}
                fetching={calculation.isFetching}
                error={calcError}
              />
            </SectionCard>
            <SectionCard title={t('quoteCalculator.chart')}>
              <CoverageChart coverages={result?.coverages ?? []} limit={state.limit} />
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
      <ModalHost />
    </Stack>
  );
}
