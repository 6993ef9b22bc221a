import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  flattenPermissionMap,
  isPermission,
  matchPermissions,
  postJumpLandingFor,
  dashboardPathFor,
  jumpPathSegmentFor,
  ROLE_CATALOGUE,
  toPermissionMap,
} from '../src/index.ts';

describe('matchPermissions (spec 1 §6)', () => {
  const granted = ['quote:view', 'policy:view'];
  it('any matches everyone; none matches only a caller without permissions', () => {
    expect(matchPermissions(granted, 'any')).toBe(true);
    expect(matchPermissions(granted, 'none')).toBe(false);
    expect(matchPermissions([], 'none')).toBe(true);
  });
  it('a list matches any by default and all when required', () => {
    expect(matchPermissions(granted, ['quote:view', 'claim:view'])).toBe(true);
    expect(matchPermissions(granted, ['quote:view', 'claim:view'], { requireAll: true })).toBe(
      false,
    );
    expect(matchPermissions(granted, ['quote:view', 'policy:view'], { requireAll: true })).toBe(
      true,
    );
  });
  it('round-trips the permission map', () => {
    expect(toPermissionMap(granted)).toEqual({ quote: ['view'], policy: ['view'] });
    expect(flattenPermissionMap(toPermissionMap(granted))).toEqual(granted);
  });
});

describe('role catalogue', () => {
  it('every account type has an admin role and only known permissions', () => {
    for (const type of ACCOUNT_TYPES) {
      const roles = ROLE_CATALOGUE[type];
      expect(
        roles.some((r) => r.isAdmin),
        type,
      ).toBe(true);
      for (const role of roles) {
        for (const p of role.permissions) expect(isPermission(p), `${role.key} ${p}`).toBe(true);
        expect(role.permissions).toContain('dashboard:view');
      }
    }
  });
});

describe('persona paths (spec 1 §2)', () => {
  it('maps account types to dashboards and jump segments', () => {
    expect(dashboardPathFor('COWBELL')).toBe('/admin/dashboard');
    expect(dashboardPathFor('PREMIUM_PROCESSOR')).toBe('/premiumprocessor/dashboard');
    expect(dashboardPathFor('DIGITAL')).toBe('/da/dashboard');
    expect(postJumpLandingFor('VENDOR')).toBe('/vendor/claims');
    expect(jumpPathSegmentFor('AGENCY')).toBe('admin/agencies');
    expect(jumpPathSegmentFor('CUSTOMER')).toBe('accounts');
    expect(jumpPathSegmentFor('COWBELL')).toBeUndefined();
    expect(jumpPathSegmentFor('SOMETHING')).toBeUndefined();
  });
});
