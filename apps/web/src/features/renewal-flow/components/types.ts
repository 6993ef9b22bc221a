import type { Account, Persona } from '@cyber/domain';
import type { ComponentType } from 'react';
import type { CalculatorScreenProps } from '../../quoting/index.ts';

/**
 * The quote flow's verify step (the account's firmographics, with the way to edit them), passed
 * in by the route as the quote flow's screens are: the quoting feature keeps its screens out of
 * its index.
 */
export type VerifyStepComponent = ComponentType<{ account: Account; persona: Persona }>;

/** The quote calculator's screen, passed in by the route (see `QuoteFlowScreenProps`). */
export type CalculatorComponent = ComponentType<CalculatorScreenProps>;
