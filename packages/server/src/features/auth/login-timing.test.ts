import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import * as password from '../../lib/password';

// the real functions, observed: how much password work a login does must not depend on the account
vi.mock('../../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

/** Issue 12 defect 10: an unknown account costs the same scrypt as a wrong password. */
describe.each(DIALECTS)('login timing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong@123' }, remoteAddress: '10.6.0.1' });

  it('verifies a password against a stand-in hash when the account does not exist', async () => {
    const verify = vi.mocked(password.verifyPassword);
    const u = await t.userOf(3);
    verify.mockClear();
    expect((await login(u.email)).statusCode).toBe(422);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expect((await login('nobody.at.all@test.sampark')).statusCode).toBe(422);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][1]).toMatch(/^scrypt\$/);
  });
});
