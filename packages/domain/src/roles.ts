/**
 * Roles and who may do what (seed 000 §6, seed 001 §6, seed 002 §6, docs/api-conventions.md#roles-and-scope).
 * The server declares one of these groups on every route; the web app uses the same groups to
 * hide what a role cannot open. Nothing else decides access.
 */
export const ROLES = {
  superadmin: 1,
  admin: 2,
  coordinator: 3,
  regionaladmin: 4,
  sevak: 5,
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = [1, 2, 3, 4, 5];

/** The users' role list (seed 001 §3 "Users' role list: key/value pairs"). */
export const ROLE_OPTIONS: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 1, label: 'Super Admin' },
  { value: 2, label: 'Admin' },
  { value: 3, label: 'Coordinator' },
  { value: 4, label: 'Regional Admin' },
  { value: 5, label: 'Sevak' },
];

export function roleLabel(role: number): string {
  return ROLE_OPTIONS.find((r) => r.value === role)?.label ?? String(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && (ALL_ROLES as readonly number[]).includes(value);
}

/** Named groups of roles; every route and every screen names exactly one. */
export const ACCESS = {
  /** every logged-in user */
  all: [1, 2, 3, 4, 5],
  /** admin screens: users, locations, categories, professions, statuses, event types, imports */
  admin: [1, 2],
  /** seekers */
  seekers: [1, 2, 3],
  /** dashboard, members list, bulk edit, events, organizations, reports */
  staff: [1, 2, 3, 4],
  /** the role-5 list at /member/list/:page */
  sevak: [5],
} as const satisfies Record<string, readonly Role[]>;

export type AccessGroup = keyof typeof ACCESS;

export function canAccess(role: number | undefined | null, group: AccessGroup): boolean {
  return role != null && (ACCESS[group] as readonly number[]).includes(role);
}

/** Roles 1-2 see every member; others are limited to their locations (role 5: own assignments). */
export function isAdminLevel(role: number): boolean {
  return role === 1 || role === 2;
}

/**
 * Who may create, change, reset the password of, deactivate or delete a user of `targetRole`
 * (issue 12 defect 13, docs/decisions/026-user-roles.md): a Super Admin manages every role, an
 * Admin roles 2-5 (a role-1 user made or changed by an Admin would be a privilege escalation),
 * nobody else manages users.
 */
export function canManageRole(actorRole: number, targetRole: number): boolean {
  if (!canAccess(actorRole, 'admin') || !isRole(targetRole)) return false;
  return actorRole === ROLES.superadmin || targetRole !== ROLES.superadmin;
}

/** The roles a user's add and edit form offers to `actorRole`. */
export function assignableRoleOptions(actorRole: number | undefined | null): typeof ROLE_OPTIONS {
  return actorRole == null ? [] : ROLE_OPTIONS.filter((r) => canManageRole(actorRole, r.value));
}
