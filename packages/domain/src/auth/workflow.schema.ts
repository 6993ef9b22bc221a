import { z } from 'zod';
import { SixDigitCodeSchema } from './mfa-settings.schema.ts';

/**
 * One-time code workflows (spec 1 §3 Workflow, §7 `wf` calls, §8): a person proves control of an
 * e-mail address or phone with a 6-digit code before a flow (E_PAY, SURPLUS_NOTICE, quote)
 * continues at its redirect URL.
 */
export const WORKFLOW_FLOWS = ['E_PAY', 'SURPLUS_NOTICE', 'quote'] as const;
export type WorkflowFlow = (typeof WORKFLOW_FLOWS)[number];

/**
 * What a session opened by a verified workflow code may do, per flow: a payment reads the policy
 * and pays; a surplus notice and a quote are read and signed from their documents. Never more
 * than the person's own role grants.
 */
/** Workflows one address may be sent, and one caller may start, per hour. */
export const WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR = 5;
export const WORKFLOW_STARTS_PER_CALLER_PER_HOUR = 30;

export const WORKFLOW_SCOPES: Record<WorkflowFlow, readonly string[]> = {
  E_PAY: ['policy:view', 'billing:view', 'billing:manage'],
  SURPLUS_NOTICE: ['quote:view', 'document:view'],
  quote: ['quote:view', 'document:view'],
};

/** How long a workflow link stays usable; each code lives 5 minutes (ONE_TIME_CODE_TTL_SECONDS). */
export const WORKFLOW_TTL_DAYS = 7;
/** Codes a workflow may send over its life, and wrong guesses per code. */
export const WORKFLOW_MAX_SENDS = 10;

export const WORKFLOW_MESSAGES = {
  // spec 1 §8, verbatim
  notAuthenticated: 'Not able to authenticate the user.',
  siteUnderMaintenance: 'Site Under Maintainence!',
  // ours
  unknown: 'This verification link has expired or is not valid. Please sign in.',
  used: 'This verification link has already been used.',
  noPhone: 'No phone number is available for this verification.',
  codeInvalid: 'The code you entered is not valid. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeMissing: 'Request a code first.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  tooSoon: 'Please wait 30 seconds before requesting another code.',
  tooManySends: 'Too many codes have been sent for this verification. Please contact support.',
  tooManyStarted:
    'Too many verifications were started for this address or by you in the last hour. Please try again later.',
  redirectInvalid: 'The redirect must be a path within the platform, such as /quote/123.',
} as const;

/** The client message for a failed code check (spec 1 §8). */
export const workflowErrorMessage = (status: number, serverMessage?: string) =>
  status === 500 || status === 502
    ? WORKFLOW_MESSAGES.siteUnderMaintenance
    : serverMessage || WORKFLOW_MESSAGES.notAuthenticated;

/** A path inside the app (no scheme, no host): where the flow continues. */
export const WorkflowRedirectSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), {
    message: WORKFLOW_MESSAGES.redirectInvalid,
  });

/** POST /api/auth/v1/wf — start a workflow (provider staff and agents). */
export const StartWorkflowRequestSchema = z.object({
  flow: z.enum(WORKFLOW_FLOWS),
  email: z.email('Please enter a valid email address').max(254),
  phone: z.string().trim().max(40).optional(),
  redirectUrl: WorkflowRedirectSchema,
  data: z.record(z.string(), z.unknown()).optional(),
  /** E-mail the person the link to /validate/{id} (default true). */
  notify: z.boolean().optional(),
});
export type StartWorkflowRequest = z.infer<typeof StartWorkflowRequestSchema>;

export const StartWorkflowResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type StartWorkflowResponse = z.infer<typeof StartWorkflowResponseSchema>;

export const WorkflowIdParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/auth/v1/wf/{id} — never the full e-mail or phone. */
export const WorkflowInfoSchema = z.object({
  id: z.string(),
  flow: z.enum(WORKFLOW_FLOWS),
  email: z.string(),
  /** The masked phone, or null when the flow has none (the text button is then disabled). */
  flowUserPhone: z.string().nullable(),
  hasPhone: z.boolean(),
});
export type WorkflowInfo = z.infer<typeof WorkflowInfoSchema>;

/** GET /api/auth/v1/wf/access/{id} and /wf/access/phone/{id}. */
export const WorkflowCodeSentSchema = z.object({
  channel: z.enum(['EMAIL', 'SMS']),
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type WorkflowCodeSent = z.infer<typeof WorkflowCodeSentSchema>;

/** POST /api/auth/v1/wf/token */
export const WorkflowTokenRequestSchema = z.object({
  workflowId: z.string().max(100),
  secret: SixDigitCodeSchema,
});
export type WorkflowTokenRequest = z.infer<typeof WorkflowTokenRequestSchema>;

export const WorkflowTokenResponseSchema = z.object({
  redirectURL: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type WorkflowTokenResponse = z.infer<typeof WorkflowTokenResponseSchema>;
