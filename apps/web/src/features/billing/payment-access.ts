import type { Persona } from '@cyber/domain';

/** The personas whose shell has the payment page (and Billing): agencies, staff, policyholders. */
export const PAYMENT_PAGE_PERSONAS: readonly Persona[] = ['agency', 'admin', 'customer'];

/** Whether the user may open a policy's payment page: one of those personas, with billing:view. */
export const canOpenPaymentPage = (persona: Persona, permissions: readonly string[]): boolean =>
  PAYMENT_PAGE_PERSONAS.includes(persona) && permissions.includes('billing:view');
