import { z } from 'zod';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { CARRIER_PAPERS } from '../organisations/carrier-profile.schema.ts';
import { PRODUCT_CODES } from '../products/products.ts';

/**
 * Documents (spec 2 §2, §3 Document upload, §5 Upload document, §6, §7 Documents, §8) and the
 * forms library. The five spec messages are verbatim; the rest are ours.
 */
export const DOCUMENT_MESSAGES = {
  docTypesFailed: 'Failed to load the doc types!',
  uploadFailed: 'Failed to upload the file!',
  deleteFailed: 'Unable to delete the document',
  uploaded: 'File uploaded successfully!',
  deleted: 'Deleted the document successfully',
  updated: 'Document updated successfully',
  notFound: 'Document not found',
  notMultipart: 'Send the file as multipart/form-data in a part named "file"',
  fileRequired: 'Please select a file to upload',
  emptyFile: 'The file is empty',
  tooLarge: 'The file is larger than 10 MB',
  typeNotAllowed:
    'This type of file cannot be uploaded (allowed: PDF, PNG, JPG, GIF, DOCX, XLSX, CSV, TXT)',
  contentMismatch: 'The content of the file does not match its extension',
  docNameRequired: 'File name is required',
  docNameTooLong: 'File name must be at most 200 characters',
  docTypeRequired: 'Doc type is required',
  docTypeUnknown: 'Unknown doc type',
  accountRequired: 'accountId is required',
  accountNotFound: 'Account not found',
  agencyNotFound: 'Agency not found',
  agencyNotAllowed: 'Only internal staff may choose the agency of a document',
  quoteNotFound: 'Quote not found',
  claimNotFound: 'Claim not found',
  deleteNotAllowed: "Only the uploader's organisation or a provider admin can delete this document",
  updateNotAllowed: "Only the uploader's organisation or provider staff can change this document",
  nothingToUpdate: 'Give a new docName or docType',
  docIdInvalid: 'docId must be a document id',
  formNotFound: 'Form not found',
  formSaved: 'Form saved successfully',
  formDeleted: 'Form deleted successfully',
  formDuplicate: 'A form with this number already exists for this product, paper and state',
  formFileNotPdf: 'The form file must be a PDF',
  formHasNoFile: 'This form has no file yet',
  formNumberRequired: 'Form number is required',
  formNameRequired: 'Form name is required',
  formTypeRequired: 'Form type is required',
  formTypeNotFound: 'Form type not found',
  formTypeNameRequired: 'Form type name is required',
  formTypeDuplicate: 'A form type with this name already exists',
  formTypeInUse: 'This form type is used by forms and cannot be deleted',
  formTypeSaved: 'Form type saved successfully',
  formTypeDeleted: 'Form type deleted successfully',
  productTypeRequired: 'Product type is required',
  paperTypeRequired: 'Paper type is required',
  stateInvalid: 'State must be a two-letter code',
} as const;

/** Uploads are at most 10 MB (decision 026). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The files a document may be: the extension decides the type, and the server checks that the
 * content really is that type (magic bytes; text must be valid UTF-8).
 */
export const DOCUMENT_FILE_TYPES = [
  { extension: 'pdf', contentType: 'application/pdf' },
  { extension: 'png', contentType: 'image/png' },
  { extension: 'jpg', contentType: 'image/jpeg' },
  { extension: 'jpeg', contentType: 'image/jpeg' },
  { extension: 'gif', contentType: 'image/gif' },
  {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { extension: 'csv', contentType: 'text/csv' },
  { extension: 'txt', contentType: 'text/plain' },
] as const;
export type DocumentExtension = (typeof DOCUMENT_FILE_TYPES)[number]['extension'];

/** The `accept` attribute of a file picker for documents. */
export const DOCUMENT_ACCEPT = DOCUMENT_FILE_TYPES.map((t) => `.${t.extension}`).join(',');

/** Lower-case extension of a file name ('' without one). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** The name prefilled from the file name (spec 2 §5): the file name without its extension. */
export const fileNameWithoutExtension = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
};

const uuid = (message: string) => z.uuid({ error: message });
const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** An optional query value where an empty string means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const docNameSchema = z
  .string({ error: DOCUMENT_MESSAGES.docNameRequired })
  .trim()
  .min(1, DOCUMENT_MESSAGES.docNameRequired)
  .max(200, DOCUMENT_MESSAGES.docNameTooLong);
export const docTypeSchema = z
  .string({ error: DOCUMENT_MESSAGES.docTypeRequired })
  .trim()
  .min(1, DOCUMENT_MESSAGES.docTypeRequired)
  .max(64, DOCUMENT_MESSAGES.docTypeUnknown);

/** POST /api/docs/v1/upload/doc query (spec 2 §3 Document upload); the file is the multipart part. */
export const DocumentUploadQuerySchema = z.object({
  accountId: optional(uuid(DOCUMENT_MESSAGES.accountNotFound)),
  docType: docTypeSchema,
  docName: docNameSchema,
  /** True when uploaded from a note: hidden from search until the note attaches it. */
  temp: queryBool,
  /** Internal staff only: the agency that may see it; blank = internal staff only. */
  agencyId: optional(uuid(DOCUMENT_MESSAGES.agencyNotFound)),
  productType: optional(z.enum(PRODUCT_CODES)),
  treatyId: optional(z.string().trim().max(100)),
  quoteId: optional(uuid(DOCUMENT_MESSAGES.quoteNotFound)),
  claimId: optional(uuid(DOCUMENT_MESSAGES.claimNotFound)),
});
export type DocumentUploadQuery = z.infer<typeof DocumentUploadQuerySchema>;

/** The client-side form of the upload dialog (spec 2 §5: file name and doc type required). */
export const DocumentUploadFormSchema = z.object({
  docName: docNameSchema,
  docType: docTypeSchema,
  agencyId: z.string().optional(),
});
export type DocumentUploadForm = z.infer<typeof DocumentUploadFormSchema>;

export const DocIdQuerySchema = z.object({ docId: uuid(DOCUMENT_MESSAGES.docIdInvalid) });

/** PUT /api/docs/v1/doc?docId=: rename and/or retype. */
export const DocumentUpdateSchema = z
  .object({ docName: docNameSchema.optional(), docType: docTypeSchema.optional() })
  .refine((v) => v.docName !== undefined || v.docType !== undefined, {
    message: DOCUMENT_MESSAGES.nothingToUpdate,
  });
export type DocumentUpdate = z.infer<typeof DocumentUpdateSchema>;

export const DOCUMENT_SORT_FIELDS = ['docName', 'docType', 'createdAt', 'byteSize'] as const;

export const DocumentSearchQuerySchema = ListQuerySchema.extend({
  accountId: optional(uuid(DOCUMENT_MESSAGES.accountNotFound)),
  docType: optional(z.string().max(64)),
  productType: optional(z.enum(PRODUCT_CODES)),
  claimId: optional(uuid(DOCUMENT_MESSAGES.claimNotFound)),
  quoteId: optional(uuid(DOCUMENT_MESSAGES.quoteNotFound)),
});
export type DocumentSearchQuery = z.input<typeof DocumentSearchQuerySchema>;

export const DocumentSchema = z.object({
  id: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  internalOnly: z.boolean(),
  quoteId: z.string().nullable(),
  claimId: z.string().nullable(),
  treatyId: z.string().nullable(),
  productType: z.string().nullable(),
  docType: z.string(),
  docTypeLabel: z.string(),
  docName: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  temp: z.boolean(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may delete it (server rule; the UI adds the persona's read-only defaults). */
  canDelete: z.boolean(),
  canEdit: z.boolean(),
});
export type DocumentView = z.infer<typeof DocumentSchema>;
export const DocumentPageSchema = pageOf(DocumentSchema);
export type DocumentPage = z.infer<typeof DocumentPageSchema>;

export const DocumentMessageSchema = z.object({ message: z.string() });

/** A map of label to value (docTypes, papertypes, producttypes). */
export const LabelValueMapSchema = z.record(z.string(), z.string());
export type LabelValueMap = z.infer<typeof LabelValueMapSchema>;

export const DocTypesQuerySchema = z.object({ claim: queryBool });

// ——— Forms library ———

export const PAPER_TYPES = CARRIER_PAPERS;
export type PaperType = (typeof PAPER_TYPES)[number];
export const PAPER_TYPE_LABELS: Record<PaperType, string> = {
  ADMITTED: 'Admitted',
  SURPLUS: 'Surplus',
};

export const FormTypeInputSchema = z.object({
  name: z
    .string({ error: DOCUMENT_MESSAGES.formTypeNameRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.formTypeNameRequired)
    .max(100),
  description: z.string().trim().max(500).nullish(),
});
export type FormTypeInput = z.infer<typeof FormTypeInputSchema>;

export const FormTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  formCount: z.number().int(),
  createdAt: z.string(),
});
export type FormType = z.infer<typeof FormTypeSchema>;
export const FormTypeListSchema = z.array(FormTypeSchema);

export const PolicyFormInputSchema = z.object({
  formNumber: z
    .string({ error: DOCUMENT_MESSAGES.formNumberRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.formNumberRequired)
    .max(50),
  name: z
    .string({ error: DOCUMENT_MESSAGES.formNameRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.formNameRequired)
    .max(200),
  formTypeId: uuid(DOCUMENT_MESSAGES.formTypeRequired),
  productType: z.enum(PRODUCT_CODES, { error: DOCUMENT_MESSAGES.productTypeRequired }),
  paperType: z.enum(PAPER_TYPES, { error: DOCUMENT_MESSAGES.paperTypeRequired }),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, DOCUMENT_MESSAGES.stateInvalid)
    .nullish()
    .or(z.literal('').transform(() => null)),
  editionDate: z.string().trim().max(20).nullish(),
  active: z.boolean().default(true),
});
export type PolicyFormInput = z.input<typeof PolicyFormInputSchema>;

export const PolicyFormSchema = z.object({
  id: z.string(),
  formNumber: z.string(),
  name: z.string(),
  formTypeId: z.string(),
  formTypeName: z.string(),
  productType: z.string(),
  paperType: z.string(),
  state: z.string().nullable(),
  editionDate: z.string().nullable(),
  active: z.boolean(),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PolicyForm = z.infer<typeof PolicyFormSchema>;
export const PolicyFormPageSchema = pageOf(PolicyFormSchema);
export type PolicyFormPage = z.infer<typeof PolicyFormPageSchema>;

export const PolicyFormSearchQuerySchema = ListQuerySchema.extend({
  formTypeId: optional(uuid(DOCUMENT_MESSAGES.formTypeNotFound)),
  productType: optional(z.enum(PRODUCT_CODES)),
  paperType: optional(z.enum(PAPER_TYPES)),
  state: optional(z.string().regex(/^[A-Za-z]{2}$/, DOCUMENT_MESSAGES.stateInvalid)),
});
export type PolicyFormSearchQuery = z.input<typeof PolicyFormSearchQuerySchema>;

export const FormIdParamsSchema = z.object({ id: uuid(DOCUMENT_MESSAGES.formNotFound) });

/** Human size of a file: 980 B, 12.3 KB, 4.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Spec 2 §4 read-only defaults: the admin and agent (agency) personas have document delete
 * blocked in the UI. The server keeps its own rule (uploader's organisation or provider admin).
 */
export const DOCUMENT_DELETE_BLOCKED_PERSONAS: readonly string[] = ['admin', 'agency'];
export const isDocumentDeleteBlocked = (persona: string) =>
  DOCUMENT_DELETE_BLOCKED_PERSONAS.includes(persona);
