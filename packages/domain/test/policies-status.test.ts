import { describe, expect, it } from 'vitest';
import {
  BINDER_STATUSES,
  canTransition,
  isPolicyStatus,
  nextStatus,
  POLICY_STATUS_LABELS,
  POLICY_STATUSES,
  POLICY_TRANSITION_NAMES,
  POLICY_TRANSITIONS,
  type PolicyStatus,
  type PolicyTransition,
} from '../src/index.ts';

describe('policy statuses (spec 3 §3, §2)', () => {
  it('are the 15 lifecycle statuses, spelled with spaces as the spec does', () => {
    expect(POLICY_STATUSES).toHaveLength(15);
    expect(new Set(POLICY_STATUSES).size).toBe(15);
    expect(POLICY_STATUSES.filter((s) => s.includes('_'))).toEqual([]);
    expect(isPolicyStatus('IN FORCE')).toBe(true);
    expect(isPolicyStatus('IN_FORCE')).toBe(false);
    expect(isPolicyStatus('READY')).toBe(false);
  });

  it("binder statuses are the dashboard's: BOUND, BINDER EXPIRED, RESCIND", () => {
    expect(BINDER_STATUSES).toEqual(['BOUND', 'BINDER EXPIRED', 'RESCIND']);
    expect(BINDER_STATUSES.every(isPolicyStatus)).toBe(true);
  });

  it('every status has a human label', () => {
    expect(Object.keys(POLICY_STATUS_LABELS).sort()).toEqual([...POLICY_STATUSES].sort());
    expect(POLICY_STATUS_LABELS['IN FORCE']).toBe('In Force');
    expect(POLICY_STATUS_LABELS['BINDER EXPIRED']).toBe('Binder Expired');
    expect(POLICY_STATUS_LABELS['IN REINSTATEMENT PERIOD']).toBe('In Reinstatement Period');
  });
});

describe('the policy status machine (decision 046: the matrix in docs/status-machines.md)', () => {
  /** Every allowed transition: name, from, to. */
  const ALLOWED: [PolicyTransition, PolicyStatus, PolicyStatus][] = [
    ['issue', 'BOUND', 'ISSUED'],
    ['takeEffect', 'ISSUED', 'IN FORCE'],
    ['expire', 'IN FORCE', 'EXPIRED'],
    ['expire', 'ISSUED', 'EXPIRED'],
    ['expire', 'CANCEL REQUESTED', 'EXPIRED'],
    ['expireBinder', 'BOUND', 'BINDER EXPIRED'],
    ['rescind', 'BOUND', 'RESCIND'],
    ['rescind', 'ISSUED', 'RESCIND'],
    ['rescind', 'IN FORCE', 'RESCIND'],
    ['rescind', 'CANCEL REQUESTED', 'RESCIND'],
    ['renew', 'IN FORCE', 'RENEWED'],
    ['renew', 'EXPIRED', 'RENEWED'],
    ['requestCancel', 'ISSUED', 'CANCEL REQUESTED'],
    ['requestCancel', 'IN FORCE', 'CANCEL REQUESTED'],
    ['withdrawCancelRequest', 'CANCEL REQUESTED', 'IN FORCE'],
    ['cancel', 'ISSUED', 'CANCELLED'],
    ['cancel', 'IN FORCE', 'CANCELLED'],
    ['cancel', 'CANCEL REQUESTED', 'CANCELLED'],
    ['cancelForNonPayment', 'ISSUED', 'IN REINSTATEMENT PERIOD'],
    ['cancelForNonPayment', 'IN FORCE', 'IN REINSTATEMENT PERIOD'],
    ['cancelForNonPayment', 'CANCEL REQUESTED', 'IN REINSTATEMENT PERIOD'],
    ['scheduleCancel', 'ISSUED', 'CANCEL PENDING'],
    ['scheduleCancel', 'IN FORCE', 'CANCEL PENDING'],
    ['scheduleCancel', 'CANCEL REQUESTED', 'CANCEL PENDING'],
    ['cancelTakesEffect', 'CANCEL PENDING', 'CANCELLED'],
    ['lapseForNonPayment', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'],
    ['closeReinstatement', 'IN REINSTATEMENT PERIOD', 'CANCELLED'],
    ['reinstate', 'CANCEL PENDING', 'IN FORCE'],
    ['reinstate', 'IN REINSTATEMENT PERIOD', 'IN FORCE'],
    ['flatCancel', 'ISSUED', 'FLAT CANCELLED'],
    ['flatCancel', 'IN FORCE', 'FLAT CANCELLED'],
    ['flatCancel', 'CANCEL REQUESTED', 'FLAT CANCELLED'],
    ['void', 'ISSUED', 'VOID'],
    ['void', 'IN FORCE', 'VOID'],
    ['void', 'CANCEL REQUESTED', 'VOID'],
    ['undoCancel', 'CANCELLED', 'IN FORCE'],
    ['undoCancel', 'FLAT CANCELLED', 'IN FORCE'],
    ['undoCancel', 'CANCEL PENDING', 'IN FORCE'],
    ['undoCancel', 'IN REINSTATEMENT PERIOD', 'IN FORCE'],
  ];

  it('has exactly these transitions', () => {
    const listed = POLICY_TRANSITION_NAMES.flatMap((name) =>
      POLICY_TRANSITIONS[name].from.map((from) => `${name}:${from}`),
    );
    expect(listed.sort()).toEqual(ALLOWED.map(([name, from]) => `${name}:${from}`).sort());
  });

  it.each(ALLOWED)('%s from %s leads to %s', (name, from, to) => {
    expect(canTransition(name, from)).toBe(true);
    expect(nextStatus(name, from)).toBe(to);
  });

  it('refuses every other start: canTransition false, nextStatus null (never throws)', () => {
    const allowed = new Set(ALLOWED.map(([name, from]) => `${name}:${from}`));
    let refused = 0;
    for (const name of POLICY_TRANSITION_NAMES) {
      for (const from of POLICY_STATUSES) {
        if (allowed.has(`${name}:${from}`)) continue;
        expect(canTransition(name, from), `${name} from ${from}`).toBe(false);
        expect(nextStatus(name, from), `${name} from ${from}`).toBeNull();
        refused += 1;
      }
    }
    expect(refused).toBe(POLICY_TRANSITION_NAMES.length * 15 - ALLOWED.length);
  });

  it('a restoring transition leads to ISSUED before the term begins, IN FORCE from its first day', () => {
    const term = { effectiveDate: '2026-12-01' };
    for (const name of ['withdrawCancelRequest', 'reinstate', 'undoCancel'] as const) {
      const from = POLICY_TRANSITIONS[name].from[0];
      expect(nextStatus(name, from, { ...term, today: '2026-11-30' })).toBe('ISSUED');
      expect(nextStatus(name, from, { ...term, today: '2026-12-01' })).toBe('IN FORCE');
    }
    // a transition that does not restore ignores the term
    expect(nextStatus('cancel', 'IN FORCE', { ...term, today: '2026-11-30' })).toBe('CANCELLED');
  });

  it('no transition leads to CANCEL TRANSACTION or VOID TRANSACTION: they are transactions’ statuses', () => {
    const targets = POLICY_TRANSITION_NAMES.map((name) => POLICY_TRANSITIONS[name].to);
    expect(targets).not.toContain('CANCEL TRANSACTION');
    expect(targets).not.toContain('VOID TRANSACTION');
  });

  it('refuses statuses that are not policy statuses', () => {
    for (const from of ['READY', 'ACTIVE', 'bound', 'IN_FORCE', '']) {
      for (const name of POLICY_TRANSITION_NAMES) {
        expect(nextStatus(name, from)).toBeNull();
      }
    }
  });

  it('the date-driven transitions are the scheduled ones', () => {
    expect(
      POLICY_TRANSITION_NAMES.filter((name) => POLICY_TRANSITIONS[name].scheduled).sort(),
    ).toEqual(
      [
        'cancelTakesEffect',
        'closeReinstatement',
        'expire',
        'expireBinder',
        'lapseForNonPayment',
        'takeEffect',
      ].sort(),
    );
  });
});
