import {
  applicationFileName,
  attestationTerms,
  BIND_REQUEST_MESSAGES,
  BIND_REQUEST_PATHS,
  needsSurplusNotice,
  QUOTE_MESSAGES,
  SURPLUS_NOTICE_STATE_NAMES,
  surplusNoticeFileName,
  surplusNoticeText,
  type ApplicationLink,
  type AttestRequest,
  type AttestResult,
  type SignatureKind,
  type SurplusAttestRequest,
} from '@cyber/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { quoteSubjectivities } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { carriersWriting } from '../../organisations/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { insertSignature, signatureOf, signerOf, toSignature } from '../signatures.repository.ts';
import { quoteProposal } from './proposal.ts';
import { requireQuote } from './quote-view.ts';
import { appendSignaturePage, noticePdf } from './signed-pdf.ts';
import type { Caller } from '../../../context/index.ts';

/** The catalogue subjectivity a signed application completes (decision 040's catalogue). */
const SIGNED_APPLICATION = 'SIGNED_APPLICATION';

/**
 * GET /api/quote/v1/attestation/{id}/link (spec 3 §7 "application documents link"): where the
 * application of a quote the caller may see downloads from, and whether it is signed. Only a
 * Ready quote has an application to sign; a signed one stays available.
 */
export async function applicationLink(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
): Promise<ApplicationLink> {
  const row = await requireQuote(deps.db, quoteScopeOf(caller), quoteId);
  const signed = (await signatureOf(deps.db, quoteId, 'APPLICATION')) !== null;
  if (!signed && row.quote.status !== 'READY') {
    throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.applicationLinkUnavailable);
  }
  return {
    url: BIND_REQUEST_PATHS.applicationDocument(quoteId),
    fileName: applicationFileName(row.companyName, row.quote.quoteNumber),
    quoteNumber: row.quote.quoteNumber,
    signed,
    terms: await termsOf(deps, row),
  };
}

/** The attestation terms of a quote: its agency and the carriers writing it. */
async function termsOf(deps: QuotesDeps, row: repo.QuoteViewRow) {
  const q = row.quote;
  const carriers = await carriersWriting(deps.db, {
    product: q.product,
    paper: q.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: q.state,
    on: q.effectiveDate,
  });
  return attestationTerms(
    row.agencyName ?? 'the agency',
    carriers.map((c) => c.name),
  );
}

/**
 * GET /api/quote/v1/attestation/{id}/document: the application PDF — once signed, the signed
 * copy exactly as stored (its signature page names the SHA-256 of the pages signed); before, the
 * insured's copy of the proposal as it would be signed now.
 */
export async function applicationDocument(deps: QuotesDeps, caller: Caller, quoteId: string) {
  const row = await requireQuote(deps.db, quoteScopeOf(caller), quoteId);
  const fileName = applicationFileName(row.companyName, row.quote.quoteNumber);
  const signature = await signatureOf(deps.db, quoteId, 'APPLICATION');
  if (signature) {
    const bytes = await deps.storage.get(signature.storageKey);
    if (!bytes) throw new AppError('NOT_FOUND', BIND_REQUEST_MESSAGES.documentsDownloadFailed);
    return { fileName, bytes: new Uint8Array(bytes) };
  }
  if (row.quote.status !== 'READY') {
    throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.applicationLinkUnavailable);
  }
  const proposal = await quoteProposal(deps, caller, quoteId, { copy: 'client' });
  return { fileName, bytes: proposal.bytes };
}

/** The surplus notice's file (signed), for the quote's agency and provider staff. */
export async function surplusNoticeDocument(deps: QuotesDeps, caller: Caller, quoteId: string) {
  const row = await requireQuote(deps.db, quoteScopeOf(caller), quoteId);
  const signature = await signatureOf(deps.db, quoteId, 'SURPLUS_NOTICE');
  const bytes = signature ? await deps.storage.get(signature.storageKey) : null;
  if (!bytes) throw new AppError('NOT_FOUND', BIND_REQUEST_MESSAGES.documentsDownloadFailed);
  return {
    fileName: surplusNoticeFileName(row.companyName, row.quote.quoteNumber),
    bytes: new Uint8Array(bytes),
  };
}

/**
 * Store the signed copy, then record the signature in the caller's transaction (`record`). The
 * unique (quote, kind) index makes a second signer — concurrent or late — a 409; the stored copy
 * of a signature that did not happen is removed.
 */
async function sign(
  deps: QuotesDeps,
  caller: Caller,
  input: {
    kind: SignatureKind;
    quoteId: string;
    state: string | null;
    unsigned: Uint8Array;
    title: string;
    statement: string[];
  },
  record: (tx: Tx, signature: ReturnType<typeof toSignature>) => Promise<void>,
): Promise<AttestResult> {
  const now = deps.clock.now();
  const signer = await signerOf(deps.db, caller.actor.userId);
  if (!signer) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  const documentSha256 = sha256Of(Buffer.from(input.unsigned));
  const block = {
    signerName: signer.name,
    signerEmail: signer.email,
    signedAt: now,
    ipAddress: caller.ctx.ip,
    userAgent: caller.ctx.userAgent ?? null,
    documentSha256,
  };
  const signed = await appendSignaturePage(input.unsigned, {
    ...block,
    title: input.title,
    statement: input.statement,
  });
  const storageKey = newStorageKey('signatures', 'pdf', now);
  await deps.storage.put(storageKey, Buffer.from(signed));
  try {
    const signature = await deps.db.transaction(async (tx) => {
      const row = await insertSignature(tx, {
        quoteId: input.quoteId,
        kind: input.kind,
        signerUserId: caller.actor.userId,
        state: input.state,
        storageKey,
        ...block,
      });
      if (!row) {
        throw new AppError(
          'CONFLICT',
          input.kind === 'APPLICATION'
            ? BIND_REQUEST_MESSAGES.alreadySigned
            : BIND_REQUEST_MESSAGES.noticeAlreadyAttested,
        );
      }
      const view = toSignature(row);
      await record(tx, view);
      return view;
    });
    deps.messenger.kick();
    return { message: BIND_REQUEST_MESSAGES.attested, signature };
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}

/**
 * POST /api/quote/v1/attest: the named insured (a user of the quote's own account) accepts the
 * attestation terms and signs the application of a Ready quote (spec 3 §2, §6). The signature
 * completes the quote's open "signed application" subjectivities and tells the agent.
 */
export async function attestApplication(
  deps: QuotesDeps,
  caller: Caller,
  body: AttestRequest,
): Promise<AttestResult> {
  const scope = quoteScopeOf(caller);
  const row = await requireQuote(deps.db, scope, body.quoteId);
  const q = row.quote;
  if (caller.claims.accountType !== 'CUSTOMER' || caller.actor.accountId !== q.accountId) {
    throw new AppError('FORBIDDEN', 'Only the named insured signs the application.');
  }
  if (q.status !== 'READY') throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notSignable);
  if (await signatureOf(deps.db, q.id, 'APPLICATION')) {
    throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.alreadySigned);
  }
  const proposal = await quoteProposal(deps, caller, q.id, { copy: 'client' });
  return sign(
    deps,
    caller,
    {
      kind: 'APPLICATION',
      quoteId: q.id,
      state: q.state,
      unsigned: proposal.bytes,
      title: `Application signed: quote ${q.quoteNumber} for ${row.companyName}`,
      statement: await termsOf(deps, row),
    },
    async (tx, signature) => {
      const now = new Date(signature.signedAt);
      const locked = await repo.lockQuote(tx, scope, q.id);
      if (!locked || locked.status !== 'READY') {
        throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notSignable);
      }
      const completed = await tx
        .update(quoteSubjectivities)
        .set({
          status: 'COMPLETED',
          documentName: applicationFileName(row.companyName, q.quoteNumber),
          comment: `Signed electronically by ${signature.signerName} (SHA-256 ${signature.documentSha256})`,
          completedBy: caller.actor.userId,
          completedAt: now,
        })
        .where(
          and(
            eq(quoteSubjectivities.quoteId, q.id),
            eq(quoteSubjectivities.catalogueKey, SIGNED_APPLICATION),
            eq(quoteSubjectivities.status, 'OPEN'),
          ),
        )
        .returning({ id: quoteSubjectivities.id });
      await recordAudit(
        tx,
        actorOf(caller.actor, caller.ctx),
        {
          action: 'quote.sign',
          entityType: 'quote',
          entityId: q.id,
          after: { signature, completedSubjectivityIds: completed.map((c) => c.id) },
        },
        now,
      );
      if (row.agentEmail) {
        const mail = renderEmail({
          greeting: `Dear ${[row.agentFirstName, row.agentLastName].filter(Boolean).join(' ')},`,
          paragraphs: [
            `${signature.signerName} signed the application for quote ${q.quoteNumber} for ${row.companyName}.`,
            `Open the quote to bind it: ${appLink(deps.config, `/agency/dashboard?tab=QUOTES&quoteId=${q.id}`)}`,
          ],
        });
        await deps.messenger.email(tx, {
          to: row.agentEmail,
          subject: `Application signed for quote ${q.quoteNumber}`,
          text: mail.text,
          html: mail.html,
          template: 'application-signed',
          organisationId: q.agencyId,
        });
      }
    },
  );
}

/**
 * POST /api/quote/v1/surplus/attest: the surplus lines broker (the quote's agency, or provider
 * staff) attests the LA or MT surplus lines notice of a Ready surplus quote (spec 3 §4). Binding
 * such a quote waits for it.
 */
export async function attestSurplusNotice(
  deps: QuotesDeps,
  caller: Caller,
  body: SurplusAttestRequest,
): Promise<AttestResult> {
  const scope = quoteScopeOf(caller);
  const row = await requireQuote(deps.db, scope, body.quoteId);
  const q = row.quote;
  if (!needsSurplusNotice(q.isSurplus, q.state) || q.state !== body.state) {
    throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.noticeNotNeeded);
  }
  if (q.status !== 'READY') throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notSignable);
  const signer = await signerOf(deps.db, caller.actor.userId);
  const state = body.state;
  const paragraphs = surplusNoticeText(state, signer?.name ?? 'the surplus lines broker');
  const unsigned = await noticePdf(
    `${SURPLUS_NOTICE_STATE_NAMES[state]} surplus lines notice — quote ${q.quoteNumber}, ${row.companyName}`,
    paragraphs,
  );
  return sign(
    deps,
    caller,
    {
      kind: 'SURPLUS_NOTICE',
      quoteId: q.id,
      state,
      unsigned,
      title: `Surplus lines notice attested: quote ${q.quoteNumber}`,
      statement: paragraphs.slice(1),
    },
    async (tx, signature) => {
      const now = new Date(signature.signedAt);
      const locked = await repo.lockQuote(tx, scope, q.id);
      if (!locked || locked.status !== 'READY') {
        throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notSignable);
      }
      await repo.updateQuote(tx, q.id, { surplusNoticeAttestedAt: now, updatedAt: now });
      await recordAudit(
        tx,
        actorOf(caller.actor, caller.ctx),
        {
          action: 'quote.attest-surplus-notice',
          entityType: 'quote',
          entityId: q.id,
          after: { signature },
        },
        now,
      );
    },
  );
}
