import { DEMO_PASSWORD, DEMO_USERS } from '../../packages/server/src/db/demo/demo-users';

export { DEMO_PASSWORD, DEMO_USERS };

/** The portal's roles, 1 (admin) to 5 (sevak); the demo data has one user of each. */
export type Role = 1 | 2 | 3 | 4 | 5;

export function demoUser(role: Role) {
  return DEMO_USERS.find((u) => u.role === role)!;
}
