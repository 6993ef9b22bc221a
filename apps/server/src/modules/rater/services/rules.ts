import {
  BACKUP_FREQUENCIES,
  BOOST_COVERAGES,
  boostCoverageByKey,
  boostVersionFor,
  CALCULATOR_LIMIT,
  CALCULATOR_LIMIT_OPTIONS,
  CALCULATOR_PRESETS,
  CALCULATOR_WINDOW,
  COVERAGE_CATALOGUE,
  COVERAGE_GROUP_NAMES,
  COVERAGE_GROUP_IDS,
  coverageByKey,
  coverageOptionsFor,
  CUSTOM_PRESET,
  DEDUCTIBLE_OPTIONS,
  DEFAULT_BACKUP_FREQUENCY,
  DEFAULT_DEDUCTIBLE,
  DEFAULT_PRESET,
  DEFAULT_RETROACTIVE_PERIOD,
  DEFAULT_WAITING_PERIOD,
  endorsementRulesForQuote,
  IRPM_CHARACTERISTICS,
  isBoostProduct,
  isSurplusOnlyProduct,
  isTechProduct,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  productCoverageSet,
  productCurrency,
  RATED_SECURITY_ANSWER_KEYS,
  RATING_PLAN_EFFECTIVE_FROM,
  RATING_PLAN_VERSION,
  raterGlobals,
  RETROACTIVE_OPTIONS,
  socialEngineeringCheck,
  techEnoRateFor,
  WAITING_PERIOD_OPTIONS,
  type BackupFrequency,
  type CoverageRules,
  type EndorsementRules,
  type ProductCode,
  type RaterData,
  type RaterGlobalsResult,
  type RatingPlanList,
  type SecurityAnswers,
  type TechEnoRate,
} from '@cyber/domain';

/** Yes/no answers as the rater sends them (true/false/null or YES/NO) to the engine's booleans. */
export function securityAnswersOf(given: Record<string, unknown>): SecurityAnswers {
  const answers: SecurityAnswers = {};
  for (const key of RATED_SECURITY_ANSWER_KEYS) {
    const v = given[key];
    answers[key] = v === true || v === 'YES' ? true : v === false || v === 'NO' ? false : null;
  }
  return answers;
}

/**
 * POST rules/{naicsCode}: every coverage of the product for one industry, state and date, with
 * the catalogue flags (mandatory, locked, disabled) and why an unavailable one is unavailable
 * ('State Not Supported', 'Not Available For Industry / State!', …).
 */
export function coverageRules(
  naicsCode: string,
  input: {
    state: string;
    product: ProductCode;
    effectiveDate: string;
    boostV5Enabled: boolean;
    surplus: boolean;
    limit: number;
    securityAnswers: Record<string, unknown>;
    backupFrequency?: BackupFrequency | null | undefined;
    dedicatedBreachCostsEligible: boolean;
  },
): CoverageRules {
  const boost = isBoostProduct(input.product);
  const boostVersion = boostVersionFor(input.boostV5Enabled);
  const surplus = input.surplus || isSurplusOnlyProduct(input.product);
  const answers = securityAnswersOf(input.securityAnswers);
  const options = coverageOptionsFor(
    {
      product: input.product,
      state: input.state,
      industryCode: naicsCode,
      surplus,
      effectiveDate: input.effectiveDate,
      boostVersion,
      answers,
      backupFrequency: input.backupFrequency ?? null,
      dedicatedBreachCostsEligible: input.dedicatedBreachCostsEligible,
    },
    input.limit,
  );
  return {
    product: input.product,
    state: input.state,
    naicsCode,
    boostVersion: boost ? boostVersion : null,
    socialEngineering: socialEngineeringCheck(answers, input.state, surplus),
    coverages: options.map((o) => {
      const entry = boost ? undefined : coverageByKey(o.key);
      const boostEntry = boost ? boostCoverageByKey(o.key) : undefined;
      return {
        key: o.key,
        id: o.id,
        label: o.label,
        group: entry?.group ?? null,
        mandatory: o.mandatory,
        locked: entry ? entry.locked || o.mandatory : o.mandatory,
        disabled: !o.editable,
        endorsement: entry
          ? entry.endorsement
          : boostEntry?.kind === 'ENDORSEMENT' || boostEntry?.kind === 'EXCLUSION',
        available: o.available,
        message: o.reason,
        fixedSubLimit: o.fixedSubLimit,
      };
    }),
  };
}

/** POST rules/globals/{state}: the limits, deductibles and waiting periods offered. */
export function globalsFor(
  state: string,
  input: { product: ProductCode; surplus: boolean; revenue?: number | null | undefined },
): RaterGlobalsResult {
  const globals = raterGlobals({
    product: input.product,
    state,
    surplus: input.surplus || isSurplusOnlyProduct(input.product),
    revenue: input.revenue ?? null,
  });
  return {
    ...globals,
    defaults: {
      preset: DEFAULT_PRESET,
      limit: CALCULATOR_LIMIT.default,
      deductible: globals.deductibles.includes(DEFAULT_DEDUCTIBLE)
        ? DEFAULT_DEDUCTIBLE
        : (globals.deductibles[0] ?? DEFAULT_DEDUCTIBLE),
      waitingPeriod: DEFAULT_WAITING_PERIOD,
      retroActivePeriod: DEFAULT_RETROACTIVE_PERIOD,
    },
  };
}

/** GET rules/techeno-rate. */
export function techEnoRate(query: {
  product: ProductCode;
  state: string;
  effectiveDate: string;
  isSurplus: boolean;
}): TechEnoRate {
  return {
    state: query.state,
    effectiveDate: query.effectiveDate,
    surplus: query.isSurplus,
    rate: techEnoRateFor({
      product: query.product,
      state: query.state,
      effectiveDate: query.effectiveDate,
      surplus: query.isSurplus,
    }),
  };
}

/** GET rules/endorsement. */
export function endorsementRules(query: {
  product: ProductCode;
  state: string;
  effectiveDate: string;
  isSurplus: boolean;
  industryCode: string;
}): EndorsementRules {
  return {
    content: endorsementRulesForQuote({
      product: query.product,
      state: query.state,
      effectiveDate: query.effectiveDate,
      surplus: query.isSurplus,
      industryCode: query.industryCode,
    }),
  };
}

/** GET raterdata: everything the calculator screen lists, in one call. */
export function raterData(boostV5Enabled: boolean): RaterData {
  return {
    products: PRODUCT_CODES.map((code) => ({
      code,
      name: PRODUCT_NAMES[code],
      coverageSet: productCoverageSet(code),
      currency: productCurrency(code),
      surplusOnly: isSurplusOnlyProduct(code),
      tech: isTechProduct(code),
    })),
    coverageGroups: COVERAGE_GROUP_IDS.map((id) => ({ id, name: COVERAGE_GROUP_NAMES[id] })),
    coverages: COVERAGE_CATALOGUE.map((c) => ({
      id: c.id,
      key: c.key,
      label: c.label,
      group: c.group,
      order: c.order,
      mandatory: c.mandatory,
      locked: c.locked,
      disabled: c.disabled,
      endorsement: c.endorsement,
      available: c.available,
      icon: c.icon ?? null,
    })),
    boostCoverages: BOOST_COVERAGES.map((b) => ({
      key: b.key,
      label: b.label,
      kind: b.kind,
      versions: [...b.versions],
      editable: b.editable,
    })),
    limits: [...CALCULATOR_LIMIT_OPTIONS],
    deductibles: [...DEDUCTIBLE_OPTIONS],
    waitingPeriods: [...WAITING_PERIOD_OPTIONS],
    retroActivePeriods: RETROACTIVE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
    backupFrequencies: [...BACKUP_FREQUENCIES],
    presets: [
      ...CALCULATOR_PRESETS.map((p) => ({ value: p.id, name: p.name })),
      { value: CUSTOM_PRESET, name: 'CUSTOM' },
    ],
    irpmCharacteristics: IRPM_CHARACTERISTICS.map((c) => ({
      key: c.key,
      label: c.label,
      min: c.min,
      max: c.max,
    })),
    defaults: {
      preset: DEFAULT_PRESET,
      limit: CALCULATOR_LIMIT.default,
      deductible: DEFAULT_DEDUCTIBLE,
      waitingPeriod: DEFAULT_WAITING_PERIOD,
      retroActivePeriod: DEFAULT_RETROACTIVE_PERIOD,
      backupFrequency: DEFAULT_BACKUP_FREQUENCY,
    },
    window: { ...CALCULATOR_WINDOW },
    boostV5Enabled,
  };
}

/** GET all-raters: the rating plan in force for every product. */
export function allRaters(): RatingPlanList {
  return {
    content: PRODUCT_CODES.map((product) => ({
      product,
      name: PRODUCT_NAMES[product],
      version: RATING_PLAN_VERSION,
      effectiveDate: RATING_PLAN_EFFECTIVE_FROM,
      currency: productCurrency(product),
      coverageSet: productCoverageSet(product),
    })),
  };
}
