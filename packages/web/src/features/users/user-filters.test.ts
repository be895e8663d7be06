import type { UserRow } from '@sampark/domain/schemas/users';
import { describe, expect, it } from 'vitest';
import { byStatus, lastLoginAgo } from './user-filters';

const user = (id: number, active: number): UserRow => ({
  id,
  name: `U${id}`,
  email: null,
  mobile_no: '9000000000',
  role: 5,
  active,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  last_login_date: null,
  last_login_days: null,
  locations: [],
  location_names: [],
});

describe('byStatus', () => {
  const rows = [user(1, 1), user(2, 0), user(3, 1)];
  it('keeps all, only active or only inactive users', () => {
    expect(byStatus(rows, 'All').map((u) => u.id)).toEqual([1, 2, 3]);
    expect(byStatus(rows, 'Active').map((u) => u.id)).toEqual([1, 3]);
    expect(byStatus(rows, 'Inactive').map((u) => u.id)).toEqual([2]);
  });
});

describe('lastLoginAgo', () => {
  it('says how long ago the last login was', () => {
    expect(lastLoginAgo(null)).toBe('Never');
    expect(lastLoginAgo(0)).toBe('Today');
    expect(lastLoginAgo(1)).toBe('1 day ago');
    expect(lastLoginAgo(45)).toBe('45 days ago');
  });
});
