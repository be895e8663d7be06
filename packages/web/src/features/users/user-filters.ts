import type { UserRow } from '@sampark/domain/schemas/users';
import { i18n } from '../../i18n/i18n';

/** The list's quick filter (seed 001 §2 "Users": All, Active, Inactive). */
export const STATUS_FILTERS = ['All', 'Active', 'Inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** seed 001 §9: 25 per page; 25, 50, 100 and All. */
export const USER_PAGE_SIZES = [25, 50, 100, 'All'] as const;

export function byStatus(rows: UserRow[], filter: StatusFilter): UserRow[] {
  if (filter === 'All') return rows;
  const active = filter === 'Active' ? 1 : 0;
  return rows.filter((u) => u.active === active);
}

/** 'Today', '1 day ago', '12 days ago', or 'Never' (in the language shown). */
export function lastLoginAgo(days: number | null): string {
  if (days === null) return i18n.t('admin:users.never');
  if (days <= 0) return i18n.t('admin:users.today');
  return i18n.t('admin:users.daysAgo', { count: days });
}
