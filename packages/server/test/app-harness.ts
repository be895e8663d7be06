import type { Dialect } from '../src/db/connect';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureReferenceData } from '../src/db/seed-reference';
import { createTestDatabase, type TestDatabase } from './dialects';
import { createUser, type TestUser } from './factories';

export const TEST_ADMIN = { email: 'admin@test.sampark', password: 'Admin@12345' };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** a signed-in user of that role (a fresh user each call unless `as` is reused) */
  userOf(role: number, opts?: Omit<Parameters<typeof createUser>[1], 'role'>): Promise<TestUser>;
  /** app.inject with the user's bearer token */
  call(user: TestUser | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated, seeded database of the given dialect. */
export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = loadConfig({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, RATE_LIMIT_PER_MINUTE: '0', FORM_SUBMITS_PER_10_MINUTES: '0', ...env });
  await ensureReferenceData(database.db, config);
  const app = await buildApp({ database, config });
  return {
    app,
    database,
    userOf: (role, opts) => createUser(database.db, { role, ...opts }),
    call: (user, opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(user ? { authorization: `Bearer ${user.token}` } : {}) } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
