import { z } from 'zod';
import { NOTE_TYPES } from '../accounts/account.schema.ts';
import { isValidPhone } from '../accounts/account-rules.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import type { Region } from '../common/region.ts';

/** Messages of feedback, notes and security contacts: spec 2 §5/§8 verbatim, then our own. */
export const ENGAGEMENT_MESSAGES = {
  // spec 2 §5 Feedback
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Must be 500 characters or less',
  // spec 2 §8 success messages
  contactAdded: 'Contact Added Successfully!',
  contactUpdated: 'Contact Updated Successfully!',
  // ours
  feedbackSent: 'Thank you for your feedback!',
  feedbackProviderOnly: 'Only provider staff can read feedback.',
  noteAuthorOnly: 'Only the organisation that wrote a note can change it.',
  contactDeleted: 'Contact deleted',
  contactNotFound: 'Security contact not found.',
  contactLimit: 'An account can have at most 10 security contacts.',
  contactEmailTaken: 'This email address is already a security contact of this account.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameInvalid: 'Only letters, spaces, hyphens and apostrophes are allowed',
  nameTooLong: 'Must be 100 characters or less',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  fieldTooLong: 'Must be 100 characters or less',
  accountNotFound: 'Account not found.',
  quoteNotFound: 'Quote not found.',
  noteNotFound: 'Note not found.',
  noteRequired: 'Note is required',
  noteTooLong: 'Must be 5000 characters or less',
  dateInvalid: 'Use a date like 2026-01-31',
  rangeInvalid: '"after" must not be later than "before"',
} as const;

// ---- feedback ---------------------------------------------------------------------------------

/**
 * The feedback categories (spec 2 §9): the label shown, and the value sent — "Report an issue"
 * is sent as "Report a high priority issue".
 */
export const FEEDBACK_CATEGORIES = [
  { label: 'General Feedback', value: 'General Feedback' },
  { label: 'Give Kudos to the team', value: 'Give Kudos to the team' },
  { label: 'Report an issue', value: 'Report a high priority issue' },
  { label: 'Have a question', value: 'Have a question' },
  { label: 'Other', value: 'Other' },
] as const;
export const FEEDBACK_CATEGORY_VALUES = [
  'General Feedback',
  'Give Kudos to the team',
  'Report a high priority issue',
  'Have a question',
  'Other',
] as const satisfies readonly (typeof FEEDBACK_CATEGORIES)[number]['value'][];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORY_VALUES)[number];
/** The one category where the permission to share is asked (and kept). */
export const KUDOS_CATEGORY: FeedbackCategory = 'Give Kudos to the team';
export const FEEDBACK_TEXT_MAX = 500;

/** POST /api/auth/v1/feedback (spec 2 §7: category, feedbackText, permissionToShare). */
export const FeedbackInputSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORY_VALUES, { error: ENGAGEMENT_MESSAGES.categoryRequired }),
  feedbackText: z
    .string({ error: ENGAGEMENT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, ENGAGEMENT_MESSAGES.descriptionRequired)
    .max(FEEDBACK_TEXT_MAX, ENGAGEMENT_MESSAGES.descriptionTooLong),
  permissionToShare: z.boolean().default(false),
  /** The app page the person was on (path only). */
  page: z.string().trim().max(500).optional(),
});
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;

/** The feedback form: the category may still be empty; the same checks as the API. */
export const FeedbackFormSchema = z.object({
  category: z
    .string()
    .refine(
      (v) => (FEEDBACK_CATEGORY_VALUES as readonly string[]).includes(v),
      ENGAGEMENT_MESSAGES.categoryRequired,
    ),
  feedbackText: z
    .string()
    .trim()
    .min(1, ENGAGEMENT_MESSAGES.descriptionRequired)
    .max(FEEDBACK_TEXT_MAX, ENGAGEMENT_MESSAGES.descriptionTooLong),
  permissionToShare: z.boolean(),
});
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>;

export const FeedbackSentSchema = z.object({ message: z.string(), id: z.string() });
export type FeedbackSent = z.infer<typeof FeedbackSentSchema>;

export const FeedbackSchema = z.object({
  id: z.string(),
  category: z.string(),
  feedbackText: z.string(),
  permissionToShare: z.boolean(),
  page: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  organisationName: z.string().nullable(),
  created: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackPageSchema = pageOf(FeedbackSchema);
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;
export const FeedbackListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  category: z.enum(FEEDBACK_CATEGORY_VALUES).optional(),
});

// ---- notes (accounts and quotes) -------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, ENGAGEMENT_MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ENGAGEMENT_MESSAGES.dateInvalid);

/**
 * A notes list: pages, an optional note type, and a date range. `after` and `before` are calendar
 * days (UTC): "after" counts from the start of its day, "before" to the end of its day
 * (spec 2 §9). Without `after` the list starts five years back (NOTES_RETAINED_YEARS).
 */
export const NotesListQuerySchema = z
  .object({
    page: PageNumberSchema,
    size: z.coerce.number().int().min(1).max(100).default(25),
    noteType: z.enum(NOTE_TYPES).optional(),
    after: day.optional(),
    before: day.optional(),
  })
  .refine((q) => !q.after || !q.before || q.after <= q.before, {
    message: ENGAGEMENT_MESSAGES.rangeInvalid,
    path: ['after'],
  });
export type NotesListQuery = z.input<typeof NotesListQuerySchema>;

/**
 * The instants a notes list covers: from the start of `after` (default: now less `years`) to the
 * end of `before` (default: no end).
 */
export function notesRange(
  now: Date,
  query: { after?: string | undefined; before?: string | undefined },
  years: number,
): { from: Date; to: Date | null } {
  const fallback = new Date(now);
  fallback.setUTCFullYear(fallback.getUTCFullYear() - years);
  const from = query.after ? new Date(`${query.after}T00:00:00.000Z`) : fallback;
  const to = query.before ? new Date(`${query.before}T23:59:59.999Z`) : null;
  return { from, to };
}

export const QuoteNoteInputSchema = z.object({
  noteType: z.enum(NOTE_TYPES).default('GENERAL'),
  body: z
    .string({ error: ENGAGEMENT_MESSAGES.noteRequired })
    .trim()
    .min(1, ENGAGEMENT_MESSAGES.noteRequired)
    .max(5000, ENGAGEMENT_MESSAGES.noteTooLong),
});
export type QuoteNoteInput = z.input<typeof QuoteNoteInputSchema>;

export const QuoteNoteSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  noteType: z.string(),
  body: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  organisationName: z.string().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
  /** The caller's organisation wrote it, so the caller may change it. */
  canEdit: z.boolean(),
  /** The caller's organisation wrote it, or the caller is provider staff. */
  canDelete: z.boolean(),
});
export type QuoteNote = z.infer<typeof QuoteNoteSchema>;
export const QuoteNotePageSchema = pageOf(QuoteNoteSchema);
export type QuoteNotePage = z.infer<typeof QuoteNotePageSchema>;
export const QuoteNotesParamsSchema = z.object({ quoteId: z.uuid() });
export const QuoteNoteParamsSchema = z.object({ noteId: z.uuid() });

// ---- security contacts ------------------------------------------------------------------------

/** At most this many security contacts per account. */
export const SECURITY_CONTACTS_MAX = 10;
export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;

const personName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, ENGAGEMENT_MESSAGES.nameTooLong)
    .regex(PERSON_NAME_PATTERN, ENGAGEMENT_MESSAGES.nameInvalid);

const optionalText = z
  .string()
  .trim()
  .max(100, ENGAGEMENT_MESSAGES.fieldTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const securityContactFields = {
  firstName: personName(ENGAGEMENT_MESSAGES.firstNameRequired),
  lastName: personName(ENGAGEMENT_MESSAGES.lastNameRequired),
  email: z
    .string({ error: ENGAGEMENT_MESSAGES.emailRequired })
    .trim()
    .min(1, ENGAGEMENT_MESSAGES.emailRequired)
    .max(254, ENGAGEMENT_MESSAGES.emailInvalid)
    .pipe(z.email(ENGAGEMENT_MESSAGES.emailInvalid))
    .transform((v) => v.toLowerCase()),
  phoneNumber: z
    .string({ error: ENGAGEMENT_MESSAGES.phoneRequired })
    .trim()
    .min(1, ENGAGEMENT_MESSAGES.phoneRequired)
    .max(30, ENGAGEMENT_MESSAGES.phoneInvalid),
  title: optionalText,
  company: optionalText,
};

/**
 * POST/PUT a security contact (spec 2 §3). The phone is checked against the account's region
 * by the API (and by the form through `securityContactFormSchema`).
 */
export const SecurityContactInputSchema = z.object(securityContactFields);
export type SecurityContactInput = z.input<typeof SecurityContactInputSchema>;

/** The add/edit form of a region: the API's rules plus the region's phone check. */
export const securityContactFormSchema = (region: Region) =>
  SecurityContactInputSchema.refine((v) => isValidPhone(v.phoneNumber, region), {
    message: ENGAGEMENT_MESSAGES.phoneInvalid,
    path: ['phoneNumber'],
  });

export const SecurityContactSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type SecurityContact = z.infer<typeof SecurityContactSchema>;
export const SecurityContactListSchema = z.object({
  content: z.array(SecurityContactSchema),
  /** The account's region (decides the phone format). */
  region: z.enum(['US', 'UK']),
  max: z.number().int(),
});
export type SecurityContactList = z.infer<typeof SecurityContactListSchema>;
export const SecurityContactResultSchema = z.object({
  message: z.string(),
  contact: SecurityContactSchema,
});
export type SecurityContactResult = z.infer<typeof SecurityContactResultSchema>;
export const SecurityContactMessageSchema = z.object({ message: z.string() });
export const SecurityContactParamsSchema = z.object({ contactId: z.uuid() });
export const SecurityContactAccountParamsSchema = z.object({ accountId: z.uuid() });
