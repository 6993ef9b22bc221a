import {
  needsSurplusLicence,
  NEW_QUOTE_STEP,
  PRODUCT_CODES,
  productRegion,
  QUOTE_FLOW_STEPS,
  SUBMISSION_STEP_PREFIX,
  type ProductCode,
  type QuoteFlowStep,
  type Region,
} from '@cyber/domain';

/** The step of a URL segment; the contact modal's 'new-quote' lands on the first step. */
export function flowStepOf(segment: string | undefined): QuoteFlowStep | null {
  if (!segment || segment === NEW_QUOTE_STEP) return QUOTE_FLOW_STEPS[0];
  return (QUOTE_FLOW_STEPS as readonly string[]).includes(segment)
    ? (segment as QuoteFlowStep)
    : null;
}

/**
 * A URL segment of the request flow: a step, or its submissions-* variant (spec 3 §2), which
 * requests into an existing submission rather than a new one.
 */
export function flowSegmentOf(
  segment: string | undefined,
): { step: QuoteFlowStep; intoSubmission: boolean } | null {
  if (segment?.startsWith(SUBMISSION_STEP_PREFIX)) {
    const step = flowStepOf(segment.slice(SUBMISSION_STEP_PREFIX.length));
    return step ? { step, intoSubmission: true } : null;
  }
  const step = flowStepOf(segment);
  return step ? { step, intoSubmission: false } : null;
}

/** The URL segment of a step: the submissions-* variant while requesting into a submission. */
export const flowSegment = (step: QuoteFlowStep, intoSubmission: boolean) =>
  intoSubmission ? `${SUBMISSION_STEP_PREFIX}${step}` : step;

/**
 * The main path of the flow: custom-quote is a side step (reached from the quote step when the
 * calculator's terms are not enough), so Next from additional-info goes to verify-submission.
 */
export const MAIN_STEPS: readonly QuoteFlowStep[] = QUOTE_FLOW_STEPS.filter(
  (s) => s !== 'custom-quote',
);

/**
 * The main path for an account's region: UK brokerages are authorised as firms, not licensed per
 * state, so the UK flow has no state-license step.
 */
const UK_MAIN_STEPS: readonly QuoteFlowStep[] = MAIN_STEPS.filter((s) => s !== 'state-license');
export const mainStepsFor = (region: Region): readonly QuoteFlowStep[] =>
  region === 'UK' ? UK_MAIN_STEPS : MAIN_STEPS;

export function nextStep(step: QuoteFlowStep, region: Region = 'US'): QuoteFlowStep | null {
  if (step === 'custom-quote') return 'verify-submission';
  const steps = mainStepsFor(region);
  const i = steps.indexOf(step);
  return i < 0 ? null : (steps[i + 1] ?? null);
}

export function previousStep(step: QuoteFlowStep, region: Region = 'US'): QuoteFlowStep | null {
  if (step === 'custom-quote') return 'quote';
  const steps = mainStepsFor(region);
  const i = steps.indexOf(step);
  return i > 0 ? steps[i - 1]! : null;
}

/** The products an account's region offers (spec 1 §1: UK products for UK accounts). */
export const productsFor = (region: Region): ProductCode[] =>
  PRODUCT_CODES.filter((p) => productRegion(p) === region);

export type LicenceGate =
  | { ok: true; surplus: boolean; action: 'next' | 'requestQuote' }
  | { ok: false; surplus: boolean; reason: 'notLicensed' | 'noSurplusLicence' };

/**
 * The state-license step (spec 3 §4): a US product needs the agent's producer licence in the
 * account's state (UK brokers are authorised as firms); the Florida 250 surplus case also needs
 * the agency's surplus-lines licence there, and its button reads 'Next' not 'Request Quote'.
 */
export function licenceGate(input: {
  product: ProductCode;
  region: Region;
  state: string | null;
  agentLicensed: boolean;
  surplusLicensed: boolean;
}): LicenceGate {
  if (input.region === 'UK') return { ok: true, surplus: false, action: 'requestQuote' };
  const surplus = needsSurplusLicence(input.product, input.state);
  if (!input.agentLicensed) return { ok: false, surplus, reason: 'notLicensed' };
  if (surplus && !input.surplusLicensed) return { ok: false, surplus, reason: 'noSurplusLicence' };
  return { ok: true, surplus, action: surplus ? 'next' : 'requestQuote' };
}
