import { z } from 'zod';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { REGIONS } from '../common/region.ts';

/**
 * Tags and bulk upload of accounts (spec 2 §2, §3 Tags / Bulk upload history, §5 Bulk upload,
 * §6, §7 "Bulk upload, tags"). Paths were not shown: see decision 016.
 */

/** Spec 2 §5 / §9: the bulk-upload file is 5 MB at most. */
export const BULK_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_UPLOAD_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export const BULK_UPLOAD_ACCEPT = '.csv,.xls,.xlsx';
export const BULK_UPLOAD_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const TAG_NAME_MAX = 50;
/** The tag applied to every account of an upload sent with the red-accounts flag (design). */
export const RED_ACCOUNT_TAG = 'Red Account';
export const RED_ACCOUNT_COLOR = '#d32f2f';

export const TAG_MESSAGES = {
  nameRequired: 'Tag name is required', // design
  nameTooLong: `Tag name must be ${TAG_NAME_MAX} characters or fewer`, // design
  nameTaken: 'A tag with this name already exists.', // design
  notFound: 'Tag not found', // design
  accountNotFound: 'One or more accounts were not found.', // design
  nothingToApply: 'Choose at least one tag to apply or remove.', // design
  created: 'Tag created successfully!', // design
  renamed: 'Tag updated successfully!', // design
  deleted: 'Tag(s) deleted successfully!', // design
  applied: 'Tags updated successfully!', // design
  agencyRequired: 'Choose the agency whose tags you manage.', // design
  agencyNotFound: 'Agency not found', // design
  colorInvalid: 'Colour must look like #1a2b3c', // design
} as const;

export const BULK_UPLOAD_MESSAGES = {
  /** Spec 2 §5 verbatim. */
  tooBig: 'The file size is too big, 5MB max.',
  /** Spec 2 §5 verbatim. */
  noFile: 'No file selected for upload.',
  wrongType: 'Only csv, xls or xlsx files can be uploaded.', // design
  /** A real Excel 97–2003 (BIFF) workbook: no reader for it here (decision 016). */
  markupExcel:
    'This .xls file is a web page (HTML) export and cannot be read; save the sheet as .xlsx or .csv and upload it again.', // design
  contentMismatch: 'The file content does not match its extension (csv, xls or xlsx).', // design
  unreadableWorkbook: 'The file could not be read as an Excel workbook.', // design
  workbookTooLarge: 'The workbook is too large once unpacked; split it into smaller files.', // design
  notMultipart: 'Send the file as multipart/form-data.', // design
  emptyFile: 'The file has no rows to upload.', // design
  missingColumns: 'The file is missing the required columns:', // design
  malformed: 'The file could not be read as CSV:', // design
  duplicateInFile: 'Duplicate of row', // design: "Duplicate of row 4"
  numberExpected: 'must be a number', // design: "Revenue must be a number"
  yesNoExpected: 'must be yes or no', // design
  uploaded: 'File uploaded successfully!', // spec 2 §8 success message
  failed: 'The upload failed; no account was created. Try again.', // design
  interrupted:
    'The upload was interrupted before it finished (the server stopped); no account was created. Upload the file again.', // design
  notFound: 'Upload not found', // design
  noReport: 'This upload has no rejected rows.', // design
} as const;

/**
 * The columns of the upload file, in the template's order. Header matching ignores case, spaces,
 * underscores and dashes ("Zip Code", "zip_code" and "zipcode" all match zipCode).
 */
export const BULK_UPLOAD_COLUMNS = [
  { key: 'name', label: 'Name', required: true },
  { key: 'region', label: 'Region' },
  { key: 'address1', label: 'Address1', required: true },
  { key: 'address2', label: 'Address2' },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'zipCode', label: 'ZipCode', required: true },
  { key: 'phone', label: 'Phone' },
  { key: 'domainName', label: 'DomainName' },
  { key: 'otherDomains', label: 'OtherDomains' },
  { key: 'url', label: 'Url' },
  { key: 'noOfEmployees', label: 'NoOfEmployees' },
  { key: 'yearEstablished', label: 'YearEstablished' },
  { key: 'naicsCode', label: 'NaicsCode' },
  { key: 'sicCode', label: 'SicCode' },
  { key: 'totalRevenue', label: 'TotalRevenue' },
  { key: 'domesticRevenue', label: 'DomesticRevenue' },
  { key: 'foreignRevenue', label: 'ForeignRevenue' },
  { key: 'isFranchise', label: 'IsFranchise' },
] as const;
export type BulkUploadColumn = (typeof BULK_UPLOAD_COLUMNS)[number]['key'];

/** The example row of the downloadable templates, one value per column. */
export const BULK_UPLOAD_TEMPLATE_EXAMPLE = [
  'Example Bakery LLC',
  'US',
  '1 Main St',
  '',
  'Boston',
  'MA',
  '02110',
  '(617) 555-0100',
  'examplebakery.com',
  '',
  'https://examplebakery.com',
  '25',
  '1998',
  '311811',
  '',
  '2500000',
  '2500000',
  '0',
  'no',
] as const;

/** The header line and one example row of the downloadable template. */
export const BULK_UPLOAD_TEMPLATE_CSV =
  BULK_UPLOAD_COLUMNS.map((c) => c.label).join(',') +
  '\r\n' +
  BULK_UPLOAD_TEMPLATE_EXAMPLE.join(',') +
  '\r\n';

/** GET /api/account/v1/bulk-upload/template: the template as a workbook (default) or CSV. */
export const BulkUploadTemplateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

const headerKey = (header: string) => header.replace(/[\s_-]/g, '').toLowerCase();
const COLUMN_BY_HEADER = new Map<string, BulkUploadColumn>(
  BULK_UPLOAD_COLUMNS.map((c) => [headerKey(c.key), c.key]),
);

/** The column a header names, or null for a column the upload ignores. */
export const columnOfHeader = (header: string): BulkUploadColumn | null =>
  COLUMN_BY_HEADER.get(headerKey(header)) ?? null;

/** The required columns a header line lacks (labels). */
export const missingColumnsOf = (headers: string[]): string[] => {
  const present = new Set(headers.map(columnOfHeader));
  return BULK_UPLOAD_COLUMNS.filter(
    (c) => 'required' in c && c.required && !present.has(c.key),
  ).map((c) => c.label);
};

const LABEL_OF = Object.fromEntries(BULK_UPLOAD_COLUMNS.map((c) => [c.key, c.label])) as Record<
  BulkUploadColumn,
  string
>;

/**
 * One file row to the body of POST /api/account/v1/accounts (the new-account modal's schema
 * then applies every rule). Numbers may carry $, £ and thousands separators. Cells that cannot
 * be converted are returned as messages.
 */
export function rowToAccountInput(
  row: Partial<Record<BulkUploadColumn, string>>,
  defaultRegion: (typeof REGIONS)[number],
): { input: Record<string, unknown>; issues: string[] } {
  const issues: string[] = [];
  const text = (key: BulkUploadColumn) => row[key]?.trim() ?? '';
  const nullable = (key: BulkUploadColumn) => text(key) || null;
  const number = (key: BulkUploadColumn, integer = false) => {
    const raw = text(key).replace(/[$£,\s]/g, '');
    if (!raw) return null;
    const value = Number(raw);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) {
      issues.push(`${LABEL_OF[key]} ${BULK_UPLOAD_MESSAGES.numberExpected}`);
      return null;
    }
    return value;
  };
  const yesNo = (key: BulkUploadColumn) => {
    const raw = text(key).toLowerCase();
    if (!raw) return false;
    if (['yes', 'y', 'true', '1'].includes(raw)) return true;
    if (['no', 'n', 'false', '0'].includes(raw)) return false;
    issues.push(`${LABEL_OF[key]} ${BULK_UPLOAD_MESSAGES.yesNoExpected}`);
    return false;
  };
  const regionText = text('region').toUpperCase();
  const region = regionText === 'GB' || regionText === 'GBR' ? 'UK' : regionText || defaultRegion;
  if (!(REGIONS as readonly string[]).includes(region)) issues.push('Region must be US or UK');
  const input = {
    region: (REGIONS as readonly string[]).includes(region) ? region : defaultRegion,
    name: text('name'),
    phone: nullable('phone'),
    domainName: nullable('domainName'),
    otherDomains: text('otherDomains')
      .split(/[,;\s]+/)
      .filter(Boolean),
    url: nullable('url'),
    noOfEmployees: number('noOfEmployees', true),
    yearEstablished: number('yearEstablished', true),
    naicsCode: nullable('naicsCode'),
    sicCode: nullable('sicCode'),
    totalRevenue: number('totalRevenue'),
    domesticRevenue: number('domesticRevenue'),
    foreignRevenue: number('foreignRevenue'),
    isFranchise: yesNo('isFranchise'),
    physicalAddress: {
      address1: nullable('address1'),
      address2: nullable('address2'),
      city: nullable('city'),
      state: nullable('state'),
      zipCode: nullable('zipCode'),
    },
    mailingSameAsPhysical: true,
  };
  return { input, issues };
}

// ------------------------------------------------------------------------------------- tags

const tagName = z
  .string()
  .trim()
  .min(1, TAG_MESSAGES.nameRequired)
  .max(TAG_NAME_MAX, TAG_MESSAGES.nameTooLong);
const tagColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, TAG_MESSAGES.colorInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** Provider staff act for an agency by id; agency users always act for their own. */
export const AgencyScopeQuerySchema = z.object({ agencyId: z.uuid().optional() });

export const TagListQuerySchema = ListQuerySchema.extend({ agencyId: z.uuid().optional() });
export type TagListQuery = z.infer<typeof TagListQuerySchema>;

export const TagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  accountCount: z.number().int(),
  createdAt: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;
export const TagPageSchema = pageOf(TagSchema);
export type TagPage = z.infer<typeof TagPageSchema>;

export const TagCreateInputSchema = z.object({
  name: tagName,
  color: tagColor,
  agencyId: z.uuid().optional(),
});
export type TagCreateInput = z.input<typeof TagCreateInputSchema>;

export const TagUpdateInputSchema = z.object({ name: tagName, color: tagColor });
export type TagUpdateInput = z.input<typeof TagUpdateInputSchema>;

export const TagSavedSchema = z.object({ message: z.string(), tag: TagSchema });
export type TagSaved = z.infer<typeof TagSavedSchema>;

export const TagDeleteInputSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  agencyId: z.uuid().optional(),
});
export type TagDeleteInput = z.input<typeof TagDeleteInputSchema>;

/** ApplyChangeTags: add and/or remove tags on several accounts at once. */
export const ApplyTagsInputSchema = z
  .object({
    accountIds: z.array(z.uuid()).min(1).max(1000),
    addTagIds: z.array(z.uuid()).max(100).default([]),
    removeTagIds: z.array(z.uuid()).max(100).default([]),
    agencyId: z.uuid().optional(),
  })
  .refine((v) => v.addTagIds.length + v.removeTagIds.length > 0, {
    message: TAG_MESSAGES.nothingToApply,
    path: ['addTagIds'],
  });
export type ApplyTagsInput = z.input<typeof ApplyTagsInputSchema>;

export const TagChangeResultSchema = z.object({
  message: z.string(),
  affected: z.number().int(),
});
export type TagChangeResult = z.infer<typeof TagChangeResultSchema>;

export const TagRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
});
export type TagRef = z.infer<typeof TagRefSchema>;
export const AccountTagsSchema = z.object({ accountId: z.uuid(), tags: z.array(TagRefSchema) });
export type AccountTags = z.infer<typeof AccountTagsSchema>;

// ------------------------------------------------------------------------------ bulk upload

export const BulkUploadSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(BULK_UPLOAD_STATUSES),
  numUploaded: z.number().int(),
  numSuccess: z.number().int(),
  numFailure: z.number().int(),
  uploadTime: z.string(),
  finishedAt: z.string().nullable(),
  /** Why a FAILED upload failed. */
  failureReason: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  hasReport: z.boolean(),
});
export type BulkUpload = z.infer<typeof BulkUploadSchema>;
export const BulkUploadPageSchema = pageOf(BulkUploadSchema);
export type BulkUploadPage = z.infer<typeof BulkUploadPageSchema>;
export const BulkUploadListQuerySchema = ListQuerySchema.extend({ agencyId: z.uuid().optional() });

export const BulkUploadResultSchema = z.object({ message: z.string(), upload: BulkUploadSchema });
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>;

/** The multipart text fields of POST /api/account/v1/bulk-upload. */
export const BulkUploadFieldsSchema = z.object({
  tags: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid(TAG_MESSAGES.notFound)).max(100)),
  redAccounts: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
  agencyId: z.uuid().optional(),
});
export type BulkUploadFields = z.output<typeof BulkUploadFieldsSchema>;
