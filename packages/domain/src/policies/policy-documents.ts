import type { Persona } from '../accounts/account-types.ts';
import { fileNamePart } from '../common/file-name.ts';
import { BINDER_STATUSES } from './policy-status.ts';

/**
 * A binder's and a policy's documents (the bind issue, decision 042): the binder PDF, which
 * every binder and policy has (each was bound), and the declarations page, which only an issued
 * policy has; their file names, texts and e-mails' links. Spec 3 shows none of it: all design.
 */

export const POLICY_DOCUMENTS = ['binder', 'declarations'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

const FILE_SUFFIX: Record<PolicyDocument, string> = {
  binder: 'Binder',
  declarations: 'Declarations',
};

/**
 * `{company}-{policyNumber}-Binder.pdf` or `…-Declarations.pdf`, safe for a Content-Disposition
 * header: the server's name for the download, and the web's.
 */
export const policyDocumentFileName = (
  document: PolicyDocument,
  companyName: string,
  policyNumber: string,
): string =>
  `${fileNamePart(companyName, 'policy')}-${fileNamePart(policyNumber, 'policy')}-${FILE_SUFFIX[document]}.pdf`;

/**
 * Whether a binder or policy in `status` has a declarations page: once issued (ISSUED, IN FORCE,
 * EXPIRED, RENEWED, the cancellations…), never a binder (BOUND, BINDER EXPIRED, RESCIND: the
 * BINDERS tab's statuses). The binder PDF has no such rule: every row was bound.
 */
export const hasDeclarations = (status: string): boolean =>
  !(BINDER_STATUSES as readonly string[]).includes(status);

/** The refusals of the documents' calls (design). */
export const POLICY_DOCUMENT_MESSAGES = {
  notIssued: 'The declarations page is available once the binder is issued as a policy', // design
} as const;

/** What the documents and their e-mails print (design); the region's words where they differ. */
export const POLICY_DOCUMENT_TEXT = {
  binderTitle: 'Binder of insurance',
  /** The US declarations page is the UK's policy schedule. */
  declarationsTitle: (uk: boolean) => (uk ? 'Policy schedule' : 'Declarations'),
  carrierPending: 'To be confirmed',
  binderExpiry: (day: string) =>
    `This binder expires on ${day} unless the policy is issued by then.`,
  binderCover:
    'This binder is temporary evidence of the insurance described above, on the terms and conditions of the policy form it will be issued on. It is not the policy.',
  declarationsPart:
    'This page, with the policy form and the endorsements listed, makes up the policy. Please read it and tell us at once if anything is wrong.',
  noOpenSubjectivities: 'No post-bind subjectivities are outstanding.',
  noEndorsements: 'No endorsements.',
  noExclusions: 'No specified event exclusions.',
  signaturesHeading: 'Signatures',
  /** What each electronic signature on file signed (decision 043). */
  signedDocument: { APPLICATION: 'Application', SURPLUS_NOTICE: 'Surplus lines notice' },
  signedBy: (name: string, day: string, time: string) =>
    `signed electronically by ${name} on ${day} at ${time} UTC.`,
  signedSha256: 'SHA-256 of the document signed:',
  noApplicationSignature: 'No signed application is on file.',
  surplusNotice: (state: string) =>
    `This insurance is placed with an insurer not licensed in ${state} (surplus lines). It is not protected by the state's guaranty fund; the surplus lines tax and stamping fee are payable as shown.`,
} as const;

/**
 * The signed-in screen showing one binder (BINDERS tab) or policy (POLICIES tab) to a persona,
 * where its documents download: the e-mails' links.
 */
export const policyScreenPath = (persona: Persona, status: string, policyId: string): string =>
  `/${persona}/${hasDeclarations(status) ? 'policies' : 'binders'}?policy=${encodeURIComponent(policyId)}`;
