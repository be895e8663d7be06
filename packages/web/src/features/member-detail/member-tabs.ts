import { ROLES, type Role } from '@sampark/domain/roles';

export const MEMBER_TABS = [
  { value: 'basic', label: 'Basic' },
  { value: 'additional', label: 'Additional' },
  { value: 'followup', label: 'Followup' },
  { value: 'organizations', label: 'Organizations' },
  { value: 'gifts', label: 'Gifts' },
  { value: 'events', label: 'Events' },
  { value: 'admin', label: 'Admin' },
  { value: 'history', label: 'History' },
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number]['value'];

/** seed 001 §6: role 5 sees only Basic, Additional and Followup. */
const SEVAK_TABS: readonly MemberTab[] = ['basic', 'additional', 'followup'];

export function tabsForRole(role: Role | number | undefined) {
  return role === ROLES.sevak ? MEMBER_TABS.filter((t) => SEVAK_TABS.includes(t.value)) : [...MEMBER_TABS];
}
