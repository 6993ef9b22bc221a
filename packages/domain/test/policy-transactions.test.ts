import { describe, expect, it } from 'vitest';
import {
  cancellationTransition,
  defaultReturnMethod,
  diffTerms,
  endorsedTerms,
  EndorsementRequestSchema,
  endorsementWindowOf,
  issuedTerms,
  POLICY_REVISION_KINDS,
  POLICY_REVISION_LABELS,
  REVISION_DOCUMENTS,
  servicingActionsOf,
  type PolicyTerms,
} from '../src/index.ts';

const terms: PolicyTerms = issuedTerms({
  limit: 1_000_000,
  deductible: 10_000,
  premium: 250_000,
  namedInsured: 'Acme Robotics Inc.',
});

describe('policy transactions', () => {
  it('the endorsement window is 14 days before to 30 days after today (spec 3 §5)', () => {
    expect(endorsementWindowOf('2026-11-27')).toEqual({ from: '2026-11-13', to: '2026-12-27' });
  });

  it('an endorsement leaves the terms changed by its type, and the diff names each change', () => {
    const next = endorsedTerms(terms, {
      type: 'LIMIT_CHANGE',
      effectiveDate: '2026-12-01',
      reason: 'More',
      limit: 2_000_000,
      deductible: 25_000,
    });
    expect(diffTerms(terms, next)).toEqual([
      { field: 'limit', label: 'Limit', kind: 'amount', before: 1_000_000, after: 2_000_000 },
      { field: 'deductible', label: 'Deductible', kind: 'amount', before: 10_000, after: 25_000 },
    ]);
    const moved = endorsedTerms(terms, {
      type: 'ADDRESS_CHANGE',
      effectiveDate: '2026-12-01',
      reason: 'Moved',
      address: {
        address1: '1 Main St',
        address2: '',
        city: 'Boston',
        state: 'MA',
        zipCode: '02110',
      },
    });
    expect(diffTerms(terms, moved)).toEqual([
      {
        field: 'address',
        label: 'Address',
        kind: 'text',
        before: null,
        after: '1 Main St, Boston, MA, 02110',
      },
    ]);
    expect(diffTerms(terms, terms)).toEqual([]);
  });

  it('validates endorsement requests: a reason, a real day, known forms', () => {
    const base = { effectiveDate: '2026-12-01', reason: 'x' };
    expect(
      EndorsementRequestSchema.safeParse({
        type: 'FORMS',
        ...base,
        forms: ['WAIVER_OF_SUBROGATION'],
      }).success,
    ).toBe(true);
    const unknown = EndorsementRequestSchema.safeParse({ type: 'FORMS', ...base, forms: ['X'] });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown endorsement form X');
    const noReason = EndorsementRequestSchema.safeParse({
      type: 'NAMED_INSURED_CHANGE',
      effectiveDate: '2026-12-01',
      reason: ' ',
      namedInsured: 'New',
    });
    expect(noReason.error?.issues[0]?.message).toBe('Reason is required');
    const badDay = EndorsementRequestSchema.safeParse({
      type: 'NAMED_INSURED_CHANGE',
      effectiveDate: '2026-02-30',
      reason: 'x',
      namedInsured: 'New',
    });
    expect(badDay.error?.issues[0]?.message).toBe('Effective date must be a valid date');
  });

  it('a cancellation today or earlier cancels (non-payment: the reinstatement period); later is pending', () => {
    expect(cancellationTransition('2026-11-27', '2026-11-27', 'INSURED_REQUEST')).toBe('cancel');
    expect(cancellationTransition('2026-11-01', '2026-11-27', 'NON_PAYMENT')).toBe(
      'cancelForNonPayment',
    );
    expect(cancellationTransition('2026-11-28', '2026-11-27', 'NON_PAYMENT')).toBe(
      'scheduleCancel',
    );
    expect(defaultReturnMethod('INSURED_REQUEST')).toBe('SHORT_RATE');
    expect(defaultReturnMethod('UNDERWRITING')).toBe('PRO_RATA');
  });

  it('every kind has a label and says whether it has a document', () => {
    for (const kind of POLICY_REVISION_KINDS) {
      expect(POLICY_REVISION_LABELS[kind]).toBeTruthy();
      expect(REVISION_DOCUMENTS).toHaveProperty(kind);
    }
  });

  it('offers each actor its servicing actions by status', () => {
    expect(servicingActionsOf('IN FORCE', 'AGENCY')).toEqual(['endorse', 'requestCancel']);
    expect(servicingActionsOf('IN FORCE', 'PROVIDER')).toEqual([
      'endorse',
      'requestCancel',
      'cancel',
      'flatCancel',
      'void',
      'rescind',
    ]);
    expect(servicingActionsOf('CANCEL REQUESTED', 'AGENCY')).toEqual(['withdrawCancelRequest']);
    expect(servicingActionsOf('CANCEL PENDING', 'PROVIDER')).toEqual(['reinstate', 'undoCancel']);
    expect(servicingActionsOf('CANCELLED', 'PROVIDER')).toEqual(['undoCancel', 'erp']);
    expect(servicingActionsOf('CANCELLED', 'AGENCY')).toEqual(['erp']);
    expect(servicingActionsOf('BOUND', 'PROVIDER')).toEqual([]);
    expect(servicingActionsOf('EXPIRED', 'PROVIDER')).toEqual(['erp']);
    expect(servicingActionsOf('VOID', 'PROVIDER')).toEqual([]);
  });
});
