import { describe, expect, it } from 'vitest';
import {
  JUMPABLE_ACCOUNT_TYPES,
  ROLE_CATALOGUE,
  isAllTeams,
  ALL_TEAMS,
  jumpRoleFor,
  jumpScopesFor,
  jumpTokenPathFor,
  postJumpLandingFor,
} from '../src/index.ts';

describe('jump rules', () => {
  it('every type but the provider can be jumped into, at its own segment', () => {
    expect(JUMPABLE_ACCOUNT_TYPES).not.toContain('COWBELL');
    expect(JUMPABLE_ACCOUNT_TYPES).toHaveLength(9);
    expect(jumpTokenPathFor('AGENCY', 'a1')).toBe('/api/auth/v1/admin/agencies/a1/jtoken');
    expect(jumpTokenPathFor('CUSTOMER', 'c1')).toBe('/api/auth/v1/accounts/c1/jtoken');
    expect(jumpTokenPathFor('RE_INSURER', 'r1')).toBe('/api/auth/v1/reinsurer/r1/jtoken');
    expect(jumpTokenPathFor('COWBELL', 'p1')).toBeNull();
    expect(postJumpLandingFor('VENDOR')).toBe('/vendor/claims');
    expect(postJumpLandingFor('AGENCY')).toBe('/agency/dashboard');
  });

  it('a provider admin acts as the type admin role', () => {
    const admin = ROLE_CATALOGUE.CUSTOMER.find((r) => r.isAdmin)!;
    expect(jumpScopesFor('CUSTOMER', ['role:admin'])).toEqual([...admin.permissions].sort());
  });

  it("an operator acts as the type's least-privileged role", () => {
    expect(jumpRoleFor('CUSTOMER', ['role:operator']).key).toBe('policy-holder');
    expect(jumpRoleFor('AGENCY', ['role:operator']).key).toBe('agent');
  });

  it('where a type has only an admin role, an operator gets its view permissions only', () => {
    const role = jumpRoleFor('CARRIER', ['role:operator']);
    expect(role.name).toBe('Read Only');
    expect(role.permissions).toContain('policy:view');
    expect(role.permissions).toContain('role:operator');
    expect(role.permissions).not.toContain('role:admin');
    expect(role.permissions.filter((p) => p.endsWith(':manage'))).toEqual(['profile:manage']);
  });

  it('an unknown type gets nothing', () => {
    expect(jumpScopesFor('NOPE', ['role:admin'])).toEqual([]);
  });

  it("'All' is the no-filter team", () => {
    expect(isAllTeams(ALL_TEAMS)).toBe(true);
    expect(isAllTeams(null)).toBe(true);
    expect(isAllTeams({ id: 't1' })).toBe(false);
  });
});
