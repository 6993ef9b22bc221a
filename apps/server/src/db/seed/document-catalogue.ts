import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { documentTypes, formTypes } from '../schema/index.ts';

/**
 * The document types of the upload dialog (spec 2 §3: a map of label to value). `claim` marks
 * the types offered when a document belongs to a claim (docTypes?claim=true).
 */
export const DOCUMENT_TYPE_CATALOGUE: readonly { value: string; label: string; claim: boolean }[] =
  [
    { value: 'APPLICATION', label: 'Application', claim: false },
    { value: 'LOSS_RUNS', label: 'Loss Runs', claim: false },
    { value: 'FINANCIALS', label: 'Financial Statements', claim: false },
    { value: 'SECURITY_ASSESSMENT', label: 'Security Assessment', claim: false },
    { value: 'SUBJECTIVITY', label: 'Subjectivity Document', claim: false },
    { value: 'SIGNED_PROPOSAL', label: 'Signed Proposal', claim: false },
    { value: 'POLICY', label: 'Policy Document', claim: false },
    { value: 'ENDORSEMENT', label: 'Endorsement', claim: false },
    { value: 'POLICY_NOTICE', label: 'Policy Notice', claim: false },
    { value: 'RENEWAL_OFFER', label: 'Renewal Offer', claim: false },
    { value: 'INVOICE', label: 'Invoice', claim: false },
    { value: 'FNOL', label: 'First Notice of Loss', claim: true },
    { value: 'INCIDENT_REPORT', label: 'Incident Report', claim: true },
    { value: 'FORENSIC_REPORT', label: 'Forensic Report', claim: true },
    { value: 'POLICE_REPORT', label: 'Police Report', claim: true },
    { value: 'PROOF_OF_LOSS', label: 'Proof of Loss', claim: true },
    { value: 'VENDOR_INVOICE', label: 'Vendor Invoice', claim: true },
    { value: 'CORRESPONDENCE', label: 'Correspondence', claim: true },
    { value: 'OTHER', label: 'Other', claim: true },
  ];

/** The form types the library starts with; provider admins add, rename and remove their own. */
export const FORM_TYPE_CATALOGUE: readonly { name: string; description: string }[] = [
  { name: 'Policy Form', description: 'The base policy wording filed for a product' },
  { name: 'Endorsement', description: 'A form that changes the base policy wording' },
  { name: 'Declarations', description: 'The declarations page of a policy' },
  { name: 'Application', description: 'An application form signed by the insured' },
  { name: 'Notice', description: 'A state-required notice to the policyholder' },
];

/**
 * Document types and form types, kept in step on every start. Document types are the
 * catalogue's (label and claim flag follow it); form types are only added when missing, so an
 * admin's description edits stay.
 */
export async function syncDocumentCatalogue(db: Database): Promise<void> {
  await db
    .insert(documentTypes)
    .values(DOCUMENT_TYPE_CATALOGUE.map((t) => ({ ...t, active: true })))
    .onConflictDoUpdate({
      target: documentTypes.value,
      set: {
        label: sql`excluded.label`,
        claim: sql`excluded.claim`,
        active: sql`excluded.active`,
      },
    });
  await db
    .insert(formTypes)
    .values([...FORM_TYPE_CATALOGUE])
    .onConflictDoNothing();
}
