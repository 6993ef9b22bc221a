import {
  formatRegionDate,
  hasDeclarations,
  isUkProduct,
  POLICY_DOCUMENT_MESSAGES,
  POLICY_DOCUMENT_TEXT,
  POLICY_STATUS_LABELS,
  policyDocumentFileName,
  PRODUCT_NAMES,
  PROPOSAL_TEXT,
  REGION_SETTINGS,
  retroactiveLabel,
  waitingPeriodLabel,
  ENDORSEMENT_TYPE_LABELS,
  FILED_DOCUMENT_MESSAGES,
  POLICY_DOCUMENTS,
  REVISION_DOCUMENTS,
  SERVICING_MESSAGES,
  type Policy,
  type PolicyDocument,
  type PolicyRenewal,
  type PolicyRevision,
  type TermChange,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  addressLines,
  amountsNote,
  carrierText,
  chargesTable,
  eventExclusionsSection,
  groupedRows,
  money,
  partiesSection,
  startPdf,
  titleBlock,
  units,
  type Carrier,
  type Column,
  type PdfFile,
  type Writer,
} from '../../../lib/pdf.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { carriersWriting } from '../../organisations/index.ts';
import { quoteDocumentFacts, type QuoteDocumentFacts } from '../../quotes/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import { requirePolicy } from './policy-view.ts';

const isPolicyDocument = (name: string): name is PolicyDocument =>
  (POLICY_DOCUMENTS as readonly string[]).includes(name);

/** The post-bind subjectivities still open: the binder lists them, the bind's e-mail too. */
export const openPostBind = (quote: QuoteDocumentFacts | null): string[] =>
  (quote?.subjectivities ?? [])
    .filter((s) => s.kind === 'POST_BIND' && s.status !== 'COMPLETED')
    .map((s) => s.text);

/** Everything a binder's or policy's document prints, read once the caller may see it. */
type Sources = {
  policy: Policy;
  quote: QuoteDocumentFacts | null;
  address: string[];
  accountState: string | null;
  carriers: Carrier[];
  today: string;
};

/**
 * The binder or policy if the caller may see it — exactly the read's rule (policy-view.ts):
 * provider staff any, an agency those it bound, a policyholder its own account's, a carrier or
 * reinsurer those on the paper it reads; anyone else a 404 — with its quote's terms, its
 * insured's address and the carriers writing it.
 */
async function sourcesOf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  document: PolicyDocument,
): Promise<Sources> {
  const policy = await requirePolicy(deps.db, caller, id);
  if (document === 'declarations' && !hasDeclarations(policy.status)) {
    throw new AppError('CONFLICT', POLICY_DOCUMENT_MESSAGES.notIssued);
  }
  const quote = await quoteDocumentFacts(deps.db, policy.quoteId);
  // The policy is visible, so its insured's address may be printed on it.
  const account = await findVisibleAccount(
    deps.db,
    { organisationId: policy.accountId, accountType: 'COWBELL' },
    policy.accountId,
  );
  const carriers = await carriersWriting(deps.db, {
    product: policy.product,
    paper: quote?.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: quote?.state ?? null,
    on: policy.effectiveDate,
  });
  return {
    policy,
    quote,
    address: addressLines(account?.profile),
    accountState: account?.profile.state ?? null,
    carriers,
    today: deps.clock.now().toISOString().slice(0, 10),
  };
}

/**
 * A document's first page (title, insured, agency) and what its sections need: the region's
 * wording (UK: brokerage, excess, insurer, pounds; spec 3 §9 dates) and the terms both list.
 */
async function begin(
  s: Sources,
  titleOf: (uk: boolean) => string,
  of: string,
  dated: (day: (iso: string) => string) => string,
) {
  const p = s.policy;
  const uk = isUkProduct(p.product) || p.currency === 'GBP';
  const title = titleOf(uk);
  const region = uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const day = (iso: string) => formatRegionDate(iso, region);
  const product = PRODUCT_NAMES[p.product] ?? p.product;
  const carrier = carrierText(s.carriers, POLICY_DOCUMENT_TEXT.carrierPending);
  const { doc, w } = await startPdf({
    title: `${title} ${p.policyNumber}`,
    subject: `${p.companyName} - ${p.policyNumber}`,
    createdOn: s.today,
    header: [title, p.policyNumber, p.companyName].join(' - '),
  });
  titleBlock(w, {
    title,
    of: `${product} - ${of} ${p.policyNumber}`,
    underwrittenBy: s.carriers.length > 0 ? PROPOSAL_TEXT.underwrittenBy(carrier) : null,
    dated: dated(day),
  });
  partiesSection(w, uk, {
    insured: p.companyName,
    address: s.address,
    agencyName: p.agencyName,
    agent: s.quote?.agent ?? { firstName: null, lastName: null, email: null },
    state: s.quote?.state ?? s.accountState,
  });
  /** Product, carrier, paper (US), status, period, limits and deductible (excess). */
  const terms: [string, string][] = [
    ['Product', product],
    [uk ? PROPOSAL_TEXT.insurer : PROPOSAL_TEXT.carrier, carrier],
    ...(uk
      ? []
      : [['Paper', s.quote?.isSurplus ? 'Surplus lines' : 'Admitted'] as [string, string]]),
    ['Status', POLICY_STATUS_LABELS[p.status]],
    ['Policy period', `${day(p.effectiveDate)} to ${day(p.endDate)}`],
    ['Limit', units(symbol, p.limit)],
    ['Aggregate limit', units(symbol, s.quote?.aggregateLimit ?? p.limit)],
    [uk ? 'Excess' : 'Deductible', units(symbol, p.deductible)],
  ];
  const finish = async (w: Writer, document: PolicyDocument | string): Promise<PdfFile> => {
    amountsNote(w, p.currency, uk);
    w.number();
    return {
      fileName: isPolicyDocument(document)
        ? policyDocumentFileName(document, p.companyName, p.policyNumber)
        : document,
      bytes: await doc.save(),
    };
  };
  return { w, uk, symbol, day, terms, finish };
}

/**
 * GET /api/policy/v1/{id}/binder: the binder PDF, `{company}-{policyNumber}-Binder.pdf`, of any
 * binder or policy the caller may see (every one was bound): the binder's number, insured,
 * agency, carrier, terms as bound, bound day and last day, charges, the post-bind
 * subjectivities still open, and that it expires on its last day unless the policy is issued.
 */
async function binderPdf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
): Promise<PdfFile> {
  const s = await sourcesOf(deps, caller, id, 'binder');
  const p = s.policy;
  const boundOn = (p.boundOn ?? p.created).slice(0, 10);
  const expiresOn = p.binderExpiresOn ?? boundOn;
  const { w, symbol, day, terms, finish } = await begin(
    s,
    () => POLICY_DOCUMENT_TEXT.binderTitle,
    'Binder',
    (d) => `Bound ${d(boundOn)}`,
  );

  w.heading('Binder');
  w.facts([
    ['Binder number', p.policyNumber],
    ...terms,
    ['Bound on', day(boundOn)],
    ['Binder expires', day(expiresOn)],
  ]);

  w.heading('Premium');
  chargesTable(w, symbol, p, s.quote?.taxes);

  w.heading('Post-bind subjectivities');
  const open = openPostBind(s.quote);
  if (open.length === 0) w.paragraph(POLICY_DOCUMENT_TEXT.noOpenSubjectivities);
  for (const text of open) w.paragraph(`- ${text}`);

  signaturesSection(w, s.quote, day);

  w.heading('Important');
  w.paragraph(POLICY_DOCUMENT_TEXT.binderExpiry(day(expiresOn)));
  w.gap(2);
  w.paragraph(POLICY_DOCUMENT_TEXT.binderCover);
  w.gap(4);
  return finish(w, 'binder');
}

/**
 * The electronic signatures the quote carries (decision 043): what was signed, by whom and when,
 * and the SHA-256 that identifies the exact document signed (its signed copy prints the rest).
 */
function signaturesSection(w: Writer, q: QuoteDocumentFacts | null, day: (iso: string) => string) {
  const signatures = q?.signatures ?? [];
  w.heading(POLICY_DOCUMENT_TEXT.signaturesHeading);
  if (!signatures.some((sig) => sig.kind === 'APPLICATION')) {
    w.paragraph(POLICY_DOCUMENT_TEXT.noApplicationSignature);
  }
  for (const sig of signatures) {
    w.paragraph(
      `${POLICY_DOCUMENT_TEXT.signedDocument[sig.kind]}: ${POLICY_DOCUMENT_TEXT.signedBy(sig.signerName, day(sig.signedAt), sig.signedAt.slice(11, 16))}`,
    );
    w.paragraph(`${POLICY_DOCUMENT_TEXT.signedSha256} ${sig.documentSha256}`);
    w.gap(2);
  }
}

/** A heading and its rows under their groups, or the line saying there are none. */
function groupedSection(
  w: Writer,
  heading: string,
  none: string,
  columns: Column[],
  rows: { group: string; cells: string[] }[],
) {
  w.heading(heading);
  if (rows.length === 0) w.paragraph(none);
  else w.table(columns, groupedRows(rows));
}

/** A rate (0.0485) as a percentage ('4.85%'). */
const percent = (rate: number) => `${Number((rate * 100).toFixed(4))}%`;

/**
 * GET /api/policy/v1/{id}/declarations: the declarations page (the UK's policy schedule),
 * `{company}-{policyNumber}-Declarations.pdf`, of an issued policy the caller may see (a binder:
 * 409): insured, agency, carrier, period, coverages with limits and deductibles (excesses),
 * endorsements, the specified event exclusions, charges and, on surplus paper, the surplus
 * lines details.
 */
async function declarationsPdf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
): Promise<PdfFile> {
  const s = await sourcesOf(deps, caller, id, 'declarations');
  const p = s.policy;
  const q = s.quote;
  const issuedOn = (p.issuedOn ?? p.modified).slice(0, 10);
  const { w, uk, symbol, day, terms, finish } = await begin(
    s,
    POLICY_DOCUMENT_TEXT.declarationsTitle,
    'Policy',
    (d) => `Issued ${d(issuedOn)}`,
  );

  w.heading('Policy');
  w.facts([
    ['Policy number', p.policyNumber],
    ...terms,
    ['Issued on', day(issuedOn)],
    ['Waiting period', q?.waitingPeriod != null ? waitingPeriodLabel(q.waitingPeriod) : '-'],
    ['Retroactive', q?.retroactivePeriod != null ? retroactiveLabel(q.retroactivePeriod) : '-'],
  ]);

  const deductible = units(symbol, p.deductible);
  const limit = { title: 'Limit', width: 100, align: 'right' } as const;
  groupedSection(
    w,
    'Coverages',
    PROPOSAL_TEXT.noCoverages,
    [{ title: 'Coverage', width: 312 }, limit, { ...limit, title: uk ? 'Excess' : 'Deductible' }],
    (q?.coverages ?? [])
      .filter((c) => !c.endorsement)
      .map((c) => ({ group: c.group, cells: [c.name, units(symbol, c.subLimit), deductible] })),
  );
  groupedSection(
    w,
    'Endorsements',
    POLICY_DOCUMENT_TEXT.noEndorsements,
    [{ title: 'Endorsement', width: 412 }, limit],
    (q?.coverages ?? [])
      .filter((c) => c.endorsement)
      .map((c) => ({ group: c.group, cells: [c.name, units(symbol, c.subLimit)] })),
  );

  eventExclusionsSection(w, q?.exclusions ?? [], day, POLICY_DOCUMENT_TEXT.noExclusions);

  w.heading('Premium');
  chargesTable(w, symbol, p, q?.taxes);

  if (!uk && (q?.isSurplus || p.surplusLinesTax > 0 || p.stampingFee > 0)) {
    const state = q?.state ?? s.accountState ?? '-';
    const rates = q?.taxes?.rates;
    w.heading('Surplus lines');
    w.facts([
      ['Home state', state],
      [
        'Surplus lines tax',
        `${money(symbol, p.surplusLinesTax)}${rates ? ` (${percent(rates.surplusLinesTax)})` : ''}`,
      ],
      [
        'Stamping fee',
        `${money(symbol, p.stampingFee)}${rates?.stampingFee ? ` (${percent(rates.stampingFee)})` : ''}`,
      ],
      ['Authority', q?.taxes?.authority ?? '-'],
    ]);
    w.paragraph(POLICY_DOCUMENT_TEXT.surplusNotice(state));
  }

  signaturesSection(w, q, day);

  w.heading('Important');
  w.paragraph(POLICY_DOCUMENT_TEXT.declarationsPart);
  w.gap(4);
  return finish(w, 'declarations');
}

/** A term change's value as printed: money, whole amounts, lists and text. */
function printed(change: TermChange, side: 'before' | 'after', symbol: string): string {
  const value = change[side];
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-';
  if (typeof value === 'number') {
    return change.kind === 'money' ? money(symbol, value) : units(symbol, value);
  }
  return value;
}

/**
 * GET /api/policy/v1/{id}/revisions/{number}/document: the document of a transaction (decision
 * 046) — the endorsement, cancellation notice, void or rescission notice, reinstatement notice —
 * `{company}-{policyNumber}-{Document}-{number}.pdf`: the transaction, its day and reason, what
 * it changed, and the premium it charged or returned. 404 for a revision without one.
 */
export async function transactionPdf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  revision: PolicyRevision | undefined,
): Promise<PdfFile> {
  const document = revision ? REVISION_DOCUMENTS[revision.kind] : null;
  if (!revision || !document) throw new AppError('NOT_FOUND', SERVICING_MESSAGES.noDocument);
  const s = await sourcesOf(deps, caller, id, 'binder');
  const p = s.policy;
  const title = document.replace('-', ' ');
  const { w, uk, symbol, day, finish } = await begin(
    s,
    () => title,
    `${revision.label} ${revision.number} of policy`,
    (d) => `Effective ${d(revision.effectiveDate)}`,
  );
  w.heading(revision.label);
  w.facts([
    ['Policy number', p.policyNumber],
    ['Transaction', `${revision.number} - ${revision.label}`],
    ...(revision.endorsementType
      ? [['Endorsement', ENDORSEMENT_TYPE_LABELS[revision.endorsementType]] as [string, string]]
      : []),
    ['Effective', day(revision.effectiveDate)],
    ['Reason', revision.reason ?? '-'],
    ['Status after', POLICY_STATUS_LABELS[revision.status]],
    ['Policy period', `${day(p.effectiveDate)} to ${day(p.endDate)}`],
    ['Named insured', revision.terms.namedInsured],
    ['Limit', units(symbol, revision.terms.limit)],
    [uk ? 'Excess' : 'Deductible', units(symbol, revision.terms.deductible)],
  ]);
  if (revision.changes.length > 0) {
    w.heading('Changes');
    w.table(
      [
        { title: 'Term', width: 152 },
        { title: 'Before', width: 180 },
        { title: 'After', width: 180 },
      ],
      revision.changes.map((change) => ({
        cells: [change.label, printed(change, 'before', symbol), printed(change, 'after', symbol)],
      })),
    );
  }
  w.heading('Premium');
  const delta = revision.premiumDelta;
  w.facts([
    [delta >= 0 ? 'Additional premium' : 'Return premium', money(symbol, Math.abs(delta))],
    ['Annual premium from this date', money(symbol, revision.terms.annualPremium)],
  ]);
  w.heading('Important');
  w.paragraph(
    'This document forms part of the policy. All other terms and conditions remain unchanged.',
  );
  w.gap(4);
  return finish(
    w,
    `${policyDocumentFileName('binder', p.companyName, p.policyNumber).replace(/-Binder\.pdf$/, '')}-${document}-${revision.number}.pdf`,
  );
}

const pctText = (percent: number | null) =>
  percent === null ? '' : ` (${percent > 0 ? '+' : ''}${percent}%)`;

/**
 * GET /api/policy/v1/{id}/renewal/document: the renewal offer (decision 050),
 * `{company}-{policyNumber}-Renewal-Offer.pdf` — the expiring policy, the renewal quote's number,
 * day and premium, what changed at renewal (premium, limit, deductible, coverages) and why the
 * premium moved. 404 while no renewal quote is prepared.
 */
export async function renewalOfferPdf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  renewal: PolicyRenewal,
): Promise<PdfFile> {
  const q = renewal.quote;
  if (!q) throw new AppError('NOT_FOUND', FILED_DOCUMENT_MESSAGES.noRenewal);
  const s = await sourcesOf(deps, caller, id, 'binder');
  const p = s.policy;
  const { w, uk, symbol, day, finish } = await begin(
    s,
    () => 'Renewal Offer',
    'renewal of policy',
    (d) => `Renewal effective ${d(q.effectiveDate)}`,
  );
  w.heading('Renewal');
  w.facts([
    ['Expiring policy', p.policyNumber],
    ['Expiring period', `${day(p.effectiveDate)} to ${day(p.endDate)}`],
    ['Renewal quote', q.quoteNumber],
    ['Renewal effective', day(q.effectiveDate)],
    ['Annual premium', money(symbol, q.premium)],
    ['Total payable', money(symbol, q.totalPremium)],
  ]);
  const diff = renewal.diff;
  if (diff) {
    const amount = (v: number | null, f: (n: number) => string) => (v === null ? '-' : f(v));
    const cash = (v: number) => money(symbol, v);
    const whole = (v: number) => units(symbol, v);
    w.heading('What changed at renewal');
    w.table(
      [
        { title: 'Term', width: 172 },
        { title: 'Expiring', width: 170 },
        { title: 'Renewal', width: 170 },
      ],
      [
        {
          cells: [
            'Annual premium',
            amount(diff.premium.before, cash),
            `${amount(diff.premium.after, cash)}${pctText(diff.premium.percent)}`,
          ],
        },
        { cells: ['Limit', amount(diff.limit.before, whole), amount(diff.limit.after, whole)] },
        {
          cells: [
            uk ? 'Excess' : 'Deductible',
            amount(diff.deductible.before, whole),
            amount(diff.deductible.after, whole),
          ],
        },
        ...diff.coverages
          .filter((c) => c.before !== c.after)
          .map((c) => ({
            cells: [c.label, amount(c.before, whole), amount(c.after, whole)],
          })),
      ],
    );
    w.heading('Why the premium changed');
    if (diff.reasons.length === 0) w.paragraph('No change in the rating.');
    for (const reason of diff.reasons) w.paragraph(`- ${reason}`);
  }
  w.heading('Important');
  w.paragraph(
    'This is an offer to renew. The expiring policy is renewed only when the renewal quote is bound; until then nothing changes.',
  );
  w.gap(4);
  return finish(
    w,
    `${policyDocumentFileName('binder', p.companyName, p.policyNumber).replace(/-Binder\.pdf$/, '')}-Renewal-Offer.pdf`,
  );
}

/** The binder PDF or the declarations page of a binder or policy the caller may see. */
export const policyDocumentPdf = (
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  document: PolicyDocument,
): Promise<PdfFile> =>
  document === 'binder' ? binderPdf(deps, caller, id) : declarationsPdf(deps, caller, id);
