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

describe('the policy status machine', () => {
  /** Every allowed transition: name, from, to. */
  const ALLOWED: [PolicyTransition, PolicyStatus, PolicyStatus][] = [
    ['issue', 'BOUND', 'ISSUED'],
    ['takeEffect', 'ISSUED', 'IN FORCE'],
    ['expire', 'IN FORCE', 'EXPIRED'],
    ['expire', 'ISSUED', 'EXPIRED'],
    ['expireBinder', 'BOUND', 'BINDER EXPIRED'],
    ['rescindBinder', 'BOUND', 'RESCIND'],
    ['renew', 'IN FORCE', 'RENEWED'],
    ['renew', 'EXPIRED', 'RENEWED'],
  ];

  it('has exactly these transitions', () => {
    expect([...POLICY_TRANSITION_NAMES].sort()).toEqual(
      ['expire', 'expireBinder', 'issue', 'renew', 'rescindBinder', 'takeEffect'].sort(),
    );
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
    expect(refused).toBe(6 * 15 - ALLOWED.length);
  });

  it.each([
    ['issue', 'ISSUED'],
    ['issue', 'BINDER EXPIRED'],
    ['issue', 'RESCIND'],
    ['takeEffect', 'BOUND'],
    ['takeEffect', 'IN FORCE'],
    ['expire', 'BOUND'],
    ['expireBinder', 'ISSUED'],
    ['rescindBinder', 'IN FORCE'],
    ['renew', 'RENEWED'],
    ['renew', 'CANCELLED'],
  ] as [PolicyTransition, string][])('refuses %s from %s', (name, from) => {
    expect(canTransition(name, from)).toBe(false);
    expect(nextStatus(name, from)).toBeNull();
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
    ).toEqual(['expire', 'expireBinder', 'takeEffect']);
  });
});
