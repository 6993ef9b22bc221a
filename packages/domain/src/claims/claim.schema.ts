import { z } from 'zod';
import { ACCOUNT_MESSAGES, addressIssues, isValidPhone } from '../accounts/account-rules.ts';
import { US_STATE_CODES } from '../accounts/us-states.ts';
import { isCalendarDate } from '../common/dates.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import type { Region } from '../common/region.ts';

/**
 * Claims (spec 2 §2–§9): the claim a customer saves and files, its diary and files. Messages are
 * the spec's, verbatim (typos and trailing space included); those marked "design" are ours where
 * the spec shows none.
 */

export const CLAIM_STATUSES = ['UN_FILED', 'FILED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Claim search sorts (spec 2 §3). `modified` is the default, newest first. */
export const CLAIM_SORT_FIELDS = ['created', 'isFiled', 'modified'] as const;
export type ClaimSortField = (typeof CLAIM_SORT_FIELDS)[number];
export const CLAIM_DEFAULT_SORT = 'modified,desc';

/** Claim reporters are picked from the account's users, 100 at a time (spec 2 §9). */
export const CLAIM_REPORTER_PAGE_SIZE = 100;

/** Claim files: what may be attached and how big (design, like the other uploads). */
export const CLAIM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
] as const;
export const CLAIM_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif';
/** The document type claim files are stored under when the uploader names none. */
export const CLAIM_DEFAULT_DOC_TYPE = 'CLAIM';

/** What the claim diary records (system entries and people's notes). */
export const CLAIM_DIARY_TYPES = [
  'CREATED',
  'SAVED',
  'FILED',
  'ASSIGNED',
  'NOTE',
  'FILE_ADDED',
] as const;
export type ClaimDiaryType = (typeof CLAIM_DIARY_TYPES)[number];

export const CLAIM_MESSAGES = {
  progressSaved: 'Claim progress saved',
  filed: 'Claim successfully filed',
  saveFailed: 'Error saving claim',
  deleteFailed: 'Failed to delete claim',
  /** Required pick of the reporter and of the yes/no "right contact" question. */
  selectOption: 'Please select a option ',
  stateRequired: ACCOUNT_MESSAGES.stateRequired,
  invalidState: ACCOUNT_MESSAGES.invalidState,
  invalidPhone: ACCOUNT_MESSAGES.invalidPhone,
  invalidEmail: 'Please enter a valid Email Address',
  lossDescriptionRequired: 'Loss description is required', // design
  contactNameRequired: 'Contact name is required', // design
  contactEmailRequired: 'Contact email is required', // design
  contactPhoneRequired: 'Contact phone is required', // design
  authorityNameRequired: 'Authority name is required', // design
  authorityPhoneRequired: 'Authority phone number is required', // design
  reportNumberRequired: 'Report number is required', // design
  invalidDate: 'Please enter a valid date', // design
  futureDate: 'The date cannot be in the future', // design
  notFound: 'Claim not found.', // design (404, also for "not yours")
  accountNotFound: ACCOUNT_MESSAGES.accountNotFound,
  readOnly: 'A filed claim can no longer be changed.', // design (409)
  deleteFiled: 'A filed claim cannot be deleted.', // design (409)
  deleted: 'Claim deleted', // design
  notAllowed: 'You may not change this claim.', // design (403: visible, read-only for the caller)
  invalidReporter: 'The selected person is not a user of this account.', // design
  invalidVendor: 'The selected vendor is invalid.', // design
  vendorAssigned: 'Vendor assigned to the claim', // design
  diaryRequired: 'Please enter a diary entry', // design
  diaryAdded: 'Diary entry added', // design
  noFile: 'No file selected for upload.',
  fileTooBig: 'The file size is too big, 10MB max.', // design, wording of spec 2 §5
  fileType: 'Only PDF, PNG, JPEG or GIF files can be attached to a claim.', // design
  notMultipart: 'The upload must be a multipart form with a file.', // design
  fileUploaded: 'File uploaded successfully!',
  uploadFailed: 'Failed to upload the file!',
  fileNotFound: 'File not found.', // design
  numberUnavailable: 'Could not allocate a claim number, please try again', // design
} as const;

// ---------------------------------------------------------------- payload

/** Optional text: trimmed; '' and null both mean "none". */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optBool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? null);

const optDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDate(v), CLAIM_MESSAGES.invalidDate);

/** Every field of the claim form (spec 2 §3 Claim), as the API takes it. */
const claimFields = {
  /** The picked user (one of the account's users); `name` is their name as shown. */
  reporterUserId: z
    .string()
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  name: z
    .string({ error: CLAIM_MESSAGES.selectOption })
    .trim()
    .max(200)
    .min(1, CLAIM_MESSAGES.selectOption),
  role: optText(100),
  email: optText(254),
  companyName: optText(200),
  workPhone: optText(30),
  cellPhone: optText(30),
  /** Yes/no; required ("Please select a option "). */
  isRightContact: z
    .boolean({ error: CLAIM_MESSAGES.selectOption })
    .nullable()
    .refine((v) => v !== null, CLAIM_MESSAGES.selectOption)
    .transform((v) => v === true),
  contactName: optText(200),
  contactEmail: optText(254),
  contactPhone: optText(30),
  address: optText(200),
  city: optText(100),
  state: optText(60),
  zipCode: optText(12),
  lossDate: optDate,
  lossDescription: optText(5000),
  impactedDevicesOs: optText(200),
  impactedDevicesType: optText(200),
  incidentNoticed: optDate,
  lossInformationExplanation: optText(5000),
  isAuthoritiesInvolved: z.boolean().default(false),
  authorityName: optText(200),
  authorityPhoneNumber: optText(30),
  isReportFiled: z.boolean().default(false),
  reportNumber: optText(100),
  isBusinessImpacted: optBool,
  isCyberIncident: optBool,
  isRemediationServiceBegun: optBool,
  otherInformationExplanation: optText(5000),
  /** File Claim sends true (spec 2 §4); Save sends false. */
  isFiled: z.boolean().default(false),
};

type ClaimValues = {
  name: string;
  email: string | null;
  isRightContact: boolean;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  state: string | null;
  lossDescription: string | null;
  isAuthoritiesInvolved: boolean;
  authorityName: string | null;
  authorityPhoneNumber: string | null;
  isReportFiled: boolean;
  reportNumber: string | null;
  workPhone: string | null;
  cellPhone: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
};

export type ClaimIssue = { field: keyof ClaimValues; message: string };

const EMAIL = z.email();

/** "Is this the right contact?" answered no (unanswered is its own error, not a "no"). */
const noRightContact = (v: ClaimValues) => (v.isRightContact as boolean | null) === false;
const isEmail = (v: string) => EMAIL.safeParse(v).success;

/**
 * The rules of spec 2 §5 that hold whatever the region: state and loss description required;
 * the contact fields when isRightContact is no; the authority fields when authorities are
 * involved; the report number when a report was filed; e-mails well formed.
 */
export function claimIssues(v: ClaimValues): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const need = (field: keyof ClaimValues, message: string) => {
    if (!v[field]) issues.push({ field, message });
  };
  need('state', CLAIM_MESSAGES.stateRequired);
  need('lossDescription', CLAIM_MESSAGES.lossDescriptionRequired);
  if (v.email && !isEmail(v.email))
    issues.push({ field: 'email', message: CLAIM_MESSAGES.invalidEmail });
  if (noRightContact(v)) {
    need('contactName', CLAIM_MESSAGES.contactNameRequired);
    need('contactEmail', CLAIM_MESSAGES.contactEmailRequired);
    need('contactPhone', CLAIM_MESSAGES.contactPhoneRequired);
    if (v.contactEmail && !isEmail(v.contactEmail))
      issues.push({ field: 'contactEmail', message: CLAIM_MESSAGES.invalidEmail });
  }
  if (v.isAuthoritiesInvolved) {
    need('authorityName', CLAIM_MESSAGES.authorityNameRequired);
    need('authorityPhoneNumber', CLAIM_MESSAGES.authorityPhoneRequired);
  }
  if (v.isReportFiled) need('reportNumber', CLAIM_MESSAGES.reportNumberRequired);
  return issues;
}

/**
 * The rules that depend on the account's region: phones (US or UK numbers), and the loss address
 * by the shared address rules (city required and letters only, a US ZIP or UK postcode, a US
 * state code). Hidden conditional fields are not checked.
 */
export function claimRegionIssues(v: ClaimValues, region: Region): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const phones: (keyof ClaimValues)[] = ['workPhone', 'cellPhone'];
  if (noRightContact(v)) phones.push('contactPhone');
  if (v.isAuthoritiesInvolved) phones.push('authorityPhoneNumber');
  for (const field of phones) {
    const value = v[field];
    if (typeof value === 'string' && value && !isValidPhone(value, region)) {
      issues.push({ field, message: CLAIM_MESSAGES.invalidPhone });
    }
  }
  const address = addressIssues(
    { address1: v.address, city: v.city, zipCode: v.zipCode, state: v.state },
    region,
    { required: true, stateCodes: US_STATE_CODES },
  );
  for (const issue of address) {
    // "state required" is already reported by claimIssues.
    if (issue.field === 'state' && !v.state) continue;
    issues.push({
      field: issue.field === 'address1' ? 'address' : issue.field,
      message: issue.message,
    });
  }
  return issues;
}

const refineWith = (region: Region | null) => (v: ClaimValues, ctx: z.RefinementCtx) => {
  const issues = [...claimIssues(v), ...(region ? claimRegionIssues(v, region) : [])];
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

/** The claim payload of PUT (and POST without the account): region-free rules. */
export const ClaimInputSchema = z.object(claimFields).superRefine(refineWith(null));
export type ClaimInput = z.output<typeof ClaimInputSchema>;
export type ClaimFormValues = z.input<typeof ClaimInputSchema>;

/** POST /api/policy/v1/claim: the payload and the account it is for. */
export const ClaimCreateSchema = z
  .object({ ...claimFields, accountId: z.string().uuid() })
  .superRefine(refineWith(null));
export type ClaimCreateInput = z.output<typeof ClaimCreateSchema>;

/** The claim form's schema: every rule, the region's phones and address included. */
export const claimFormSchema = (region: Region) =>
  z.object(claimFields).superRefine(refineWith(region));

// ---------------------------------------------------------------- views

export const ClaimIdParamsSchema = z.object({ id: z.string().uuid() });
export const ClaimFileIdParamsSchema = z.object({ claimsFileId: z.string().uuid() });

export const ClaimViewSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  isFiled: z.boolean(),
  filedAt: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  region: z.enum(['US', 'UK']),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  reporterUserId: z.string().nullable(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  workPhone: z.string().nullable(),
  cellPhone: z.string().nullable(),
  isRightContact: z.boolean(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  lossDate: z.string().nullable(),
  lossDescription: z.string().nullable(),
  impactedDevicesOs: z.string().nullable(),
  impactedDevicesType: z.string().nullable(),
  incidentNoticed: z.string().nullable(),
  lossInformationExplanation: z.string().nullable(),
  isAuthoritiesInvolved: z.boolean(),
  authorityName: z.string().nullable(),
  authorityPhoneNumber: z.string().nullable(),
  isReportFiled: z.boolean(),
  reportNumber: z.string().nullable(),
  isBusinessImpacted: z.boolean().nullable(),
  isCyberIncident: z.boolean().nullable(),
  isRemediationServiceBegun: z.boolean().nullable(),
  otherInformationExplanation: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it (the screens show only these actions). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canAssignVendor: z.boolean(),
  /** May add diary entries and files. */
  canContribute: z.boolean(),
});
export type ClaimView = z.infer<typeof ClaimViewSchema>;

/** POST/PUT answer: the message the form shows and the claim as saved. */
export const ClaimSaveResultSchema = z.object({ message: z.string(), claim: ClaimViewSchema });
export type ClaimSaveResult = z.infer<typeof ClaimSaveResultSchema>;

export const ClaimMessageSchema = z.object({ message: z.string() });

export const ClaimSummarySchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  isFiled: z.boolean(),
  accountId: z.string(),
  accountName: z.string(),
  name: z.string(),
  lossDate: z.string().nullable(),
  lossDescription: z.string().nullable(),
  vendorName: z.string().nullable(),
  filedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;
export const ClaimPageSchema = pageOf(ClaimSummarySchema);
export type ClaimPage = z.infer<typeof ClaimPageSchema>;

/** GET /api/claims/v1/search: page, size, sort (created|isFiled|modified), search, filters. */
export const ClaimSearchQuerySchema = ListQuerySchema.extend({
  sort: z
    .string()
    .regex(
      new RegExp(`^(${CLAIM_SORT_FIELDS.join('|')}),(asc|desc)$`),
      'sort must be created, isFiled or modified, then asc or desc',
    )
    .optional(),
  accountId: z.string().uuid().optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
});
export type ClaimSearchQuery = z.infer<typeof ClaimSearchQuerySchema>;

/** A person who may report a claim: one of the account's users (spec 2 §6). */
export const ClaimReporterSchema = z.object({
  userId: z.string(),
  name: z.string(),
  roleName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organization: z.string(),
});
export type ClaimReporter = z.infer<typeof ClaimReporterSchema>;
export const ClaimReporterPageSchema = pageOf(ClaimReporterSchema);
export type ClaimReporterPage = z.infer<typeof ClaimReporterPageSchema>;
export const ClaimReporterQuerySchema = ListQuerySchema.extend({
  accountId: z.string().uuid(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CLAIM_REPORTER_PAGE_SIZE)
    .default(CLAIM_REPORTER_PAGE_SIZE),
});
export type ClaimReporterQuery = z.infer<typeof ClaimReporterQuerySchema>;

/** GET /api/claims/v1/defaults?accountId: what a new claim's form starts from (spec 2 §4). */
export const ClaimDefaultsQuerySchema = z.object({ accountId: z.string().uuid() });
export const ClaimDefaultsSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  region: z.enum(['US', 'UK']),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type ClaimDefaults = z.infer<typeof ClaimDefaultsSchema>;

export const ClaimDiaryEntrySchema = z.object({
  id: z.string(),
  entryType: z.enum(CLAIM_DIARY_TYPES),
  body: z.string(),
  authorName: z.string().nullable(),
  authorOrganisationName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClaimDiaryEntry = z.infer<typeof ClaimDiaryEntrySchema>;
export const ClaimDiaryListSchema = z.object({ content: z.array(ClaimDiaryEntrySchema) });
export const ClaimDiaryInputSchema = z.object({
  body: z
    .string({ error: CLAIM_MESSAGES.diaryRequired })
    .trim()
    .min(1, CLAIM_MESSAGES.diaryRequired)
    .max(4000),
});
export type ClaimDiaryInput = z.infer<typeof ClaimDiaryInputSchema>;

export const ClaimFileSchema = z.object({
  id: z.string(),
  claimId: z.string(),
  claimNumber: z.string(),
  docName: z.string(),
  docType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClaimFile = z.infer<typeof ClaimFileSchema>;
export const ClaimFileListSchema = z.object({ content: z.array(ClaimFileSchema) });
export const ClaimFileUploadResultSchema = z.object({ message: z.string(), file: ClaimFileSchema });
/** The text parts of a claim file upload. */
export const ClaimFileFieldsSchema = z.object({
  docName: optText(200),
  docType: optText(60),
});

export const ClaimVendorInputSchema = z.object({
  vendorId: z.string({ error: CLAIM_MESSAGES.invalidVendor }).uuid(CLAIM_MESSAGES.invalidVendor),
});
export const ClaimVendorSchema = z.object({ id: z.string(), name: z.string(), region: z.string() });
export const ClaimVendorListSchema = z.object({ content: z.array(ClaimVendorSchema) });
export type ClaimVendor = z.infer<typeof ClaimVendorSchema>;
