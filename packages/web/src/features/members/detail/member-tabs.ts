import { ROLES, type Role } from '@sampark/domain/roles';

/** The tabs in order; their names are the `members` catalogue's `tabs.<value>`. */
export const MEMBER_TABS = [
  { value: 'basic' },
  { value: 'additional' },
  { value: 'followup' },
  { value: 'organizations' },
  { value: 'gifts' },
  { value: 'events' },
  { value: 'admin' },
  { value: 'history' },
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number]['value'];

/** seed 001 §6: role 5 sees only Basic, Additional and Followup. */
const SEVAK_TABS: readonly MemberTab[] = ['basic', 'additional', 'followup'];

export function tabsForRole(role: Role | number | undefined) {
  return role === ROLES.sevak ? MEMBER_TABS.filter((t) => SEVAK_TABS.includes(t.value)) : [...MEMBER_TABS];
}
