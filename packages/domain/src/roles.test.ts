import { describe, expect, it } from 'vitest';
import { assignableRoleOptions, canManageRole } from './roles';

describe('canManageRole (issue 12 defect 13)', () => {
  it('lets a Super Admin manage every role', () => {
    for (const target of [1, 2, 3, 4, 5]) expect(canManageRole(1, target)).toBe(true);
  });

  it('lets an Admin manage roles 2-5 but not a Super Admin', () => {
    expect(canManageRole(2, 1)).toBe(false);
    for (const target of [2, 3, 4, 5]) expect(canManageRole(2, target)).toBe(true);
  });

  it('lets roles 3-5 manage nobody, and nobody manage a role that does not exist', () => {
    for (const actor of [3, 4, 5]) for (const target of [1, 2, 3, 4, 5]) expect(canManageRole(actor, target)).toBe(false);
    expect(canManageRole(1, 0)).toBe(false);
    expect(canManageRole(1, 6)).toBe(false);
  });
});

describe('assignableRoleOptions', () => {
  it('offers Super Admin only to a Super Admin', () => {
    expect(assignableRoleOptions(1).map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(assignableRoleOptions(2).map((r) => r.value)).toEqual([2, 3, 4, 5]);
    expect(assignableRoleOptions(3)).toEqual([]);
    expect(assignableRoleOptions(null)).toEqual([]);
  });
});
