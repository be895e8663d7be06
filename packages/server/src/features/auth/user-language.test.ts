import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/people-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';

/** The user's reading language (issue 18): stored on the server so it follows them to another phone. */
describe.each(DIALECTS)('the user language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const setLanguage = (user: TestUser | null, body: unknown) =>
    t.call(user, { method: 'PUT', url: '/api/user/language', payload: body as object });
  const me = async (user: TestUser) => (await t.call(user, { method: 'GET', url: '/api/user' })).json();
  const login = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });

  it('is English for a user who never chose, in GET api/user and in the login', async () => {
    const sevak = await t.userOf(5);
    expect((await me(sevak)).language).toBe('en');
    expect((await login(sevak)).json().user).toEqual({ id: sevak.id, name: sevak.name, role: 5, language: 'en' });
  });

  it('is set by every role for itself and comes back after a new login', async () => {
    for (const role of [1, 2, 3, 4, 5]) {
      const user = await t.userOf(role);
      const res = await setLanguage(user, { language: 'hi' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ language: 'hi' });
      expect((await me(user)).language).toBe('hi');
      expect((await login(user)).json().user.language).toBe('hi');
    }
  });

  it("changes only the caller's own language", async () => {
    const [admin, sevak] = [await t.userOf(1), await t.userOf(5)];
    await setLanguage(sevak, { language: 'hi' });
    await setLanguage(admin, { language: 'en' });
    expect((await me(sevak)).language).toBe('hi');
    expect((await me(admin)).language).toBe('en');
  });

  it.each([['fr'], ['HI'], [''], [null], [1]])('refuses %j with 422 on language', async (value) => {
    const sevak = await t.userOf(5);
    const res = await setLanguage(sevak, { language: value });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: CHOOSE_FROM_LIST, errors: { language: [CHOOSE_FROM_LIST] } });
    expect((await me(sevak)).language).toBe('en');
  });

  it('refuses a missing language, and an anonymous caller', async () => {
    const sevak = await t.userOf(5);
    const missing = await setLanguage(sevak, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ language: [CHOOSE_FROM_LIST] });
    const anonymous = await setLanguage(null, { language: 'hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
