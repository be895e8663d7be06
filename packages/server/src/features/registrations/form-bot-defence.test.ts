import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { formProofHeaders } from '../../../test/form-proof';
import { signingKey } from '../../lib/signing';
import { TOO_MANY_REQUESTS } from '../../http/rate-limit';
import { type FormWorld, formWorld, validForm } from './registration-form.fixtures';

/** Issue 27 item 4 (docs/decisions/078-public-form-bot-defence.md). */
const NOT_CHECKED = { message: 'Your form could not be checked. Please press Submit again.', errors: { _: ['Your form could not be checked. Please press Submit again.'] } };
/** Each challenge is fetched from an address of its own, so only the submissions count where a test counts. */
let fetchers = 0;
const fetcher = () => `10.250.${++fetchers}.1`;

describe.each(DIALECTS)('the public form’s proof of work on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/public/registrations', headers, payload: { ...validForm(w), event_id: w.event } });
  const count = async () => Number((await t.database.db.selectFrom('registrations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const encode = (proof: unknown) => ({ 'x-form-proof': Buffer.from(JSON.stringify(proof)).toString('base64') });

  it('refuses a submission without a proof, with a wrong one, or with an expired one, and saves nothing', async () => {
    const before = await count();
    const good = await formProofHeaders(t.app);
    const proof = JSON.parse(Buffer.from(good['x-form-proof'], 'base64').toString());
    const secret = (await signingKey(t.database.db, 'form-proof')).toString('hex');
    const expired = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey, expiresAt: Math.floor(Date.now() / 1000) - 1, hmacSignatureSecret: secret, hmacKeySignatureSecret: secret });
    const unsigned = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: 'not the server', hmacKeySignatureSecret: 'not the server' });
    const wrong = [
      {},
      { 'x-form-proof': 'not base64 json' },
      encode({ ...proof, solution: { ...proof.solution, counter: proof.solution.counter + 1, derivedKey: '00'.repeat(32) } }),
      encode({ challenge: expired, solution: await solveChallenge({ challenge: expired, deriveKey }) }),
      encode({ challenge: unsigned, solution: await solveChallenge({ challenge: unsigned, deriveKey }) }),
    ];
    for (const headers of wrong) {
      const res = await post(headers);
      expect([res.statusCode, res.json()]).toEqual([422, NOT_CHECKED]);
    }
    expect(await count()).toBe(before);
    expect((await post(good)).statusCode).toBe(200);
  });

  it('spends a solution once, on every app server sharing the database', async () => {
    const headers = await formProofHeaders(t.app);
    expect((await post(headers)).statusCode).toBe(200);
    expect((await post(headers)).json()).toEqual(NOT_CHECKED);
    const other = await buildApp({ database: t.database, config: loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }) });
    try {
      const fresh = await formProofHeaders(other);
      expect((await post(fresh, other)).statusCode).toBe(200);
      const replayed = await post(fresh);
      expect(replayed.statusCode).toBe(422);
    } finally {
      await other.close();
    }
  });

  it('checks the proof after the personal link (404) and before the form’s fields (422 on the field)', async () => {
    const link = await t.app.inject({ method: 'POST', url: '/api/public/registrations?token=forged', payload: { event_id: w.event } });
    expect([link.statusCode, link.json()]).toEqual([404, { message: 'This registration link is not valid' }]);
    const noProof = await t.app.inject({ method: 'POST', url: '/api/public/registrations', payload: { event_id: w.event, firstname: '' } });
    expect(noProof.json()).toEqual(NOT_CHECKED);
    const proven = await t.app.inject({ method: 'POST', url: '/api/public/registrations', headers: await formProofHeaders(t.app), payload: { ...validForm(w), event_id: w.event, hindi_name: 'Anand' } });
    expect(proven.statusCode).toBe(422);
    expect(proven.json().errors).toEqual({ hindi_name: ['Field must contain Devanagari (Unicode) characters only'] });
  });
});

describe.each(DIALECTS)('the public form’s own rate budget on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '4', FORM_SUBMITS_PER_10_MINUTES: '3' });
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  const submit = async (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/registrations', headers: await formProofHeaders(t.app, fetcher()), payload: { ...validForm(w), event_id: w.event }, remoteAddress: ip });
  const health = (ip: string) => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
  const login = (ip: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, remoteAddress: ip });

  it('a bot that spends the address’s form budget leaves its logins and reads alone', async () => {
    for (let i = 0; i < 3; i++) expect((await submit('10.60.0.1')).statusCode).toBe(200);
    const limited = await submit('10.60.0.1');
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: TOO_MANY_REQUESTS }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login('10.60.0.1')).statusCode).toBe(200);
    expect((await health('10.60.0.1')).statusCode).toBe(200);
    expect((await submit('10.60.0.2')).statusCode).toBe(200);
  });

  it('anonymous calls that spend the address’s budget leave its form submissions alone', async () => {
    for (let i = 0; i < 4; i++) expect((await health('10.61.0.1')).statusCode).toBe(200);
    expect((await login('10.61.0.1')).statusCode).toBe(429);
    expect((await submit('10.61.0.1')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('an office registering a group on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  const defaults = loadConfig({});
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: String(defaults.rateLimitPerMinute), FORM_SUBMITS_PER_10_MINUTES: String(defaults.formSubmitsPer10Minutes) });
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  it('50 people from one address, each fetching a challenge and submitting, all get through on the default limits', async () => {
    for (let i = 0; i < 50; i++) {
      const headers = await formProofHeaders(t.app, '10.70.0.1');
      const res = await t.app.inject({ method: 'POST', url: '/api/public/registrations', headers, payload: { ...validForm(w), event_id: w.event }, remoteAddress: '10.70.0.1' });
      expect([i, res.statusCode]).toEqual([i, 200]);
    }
  }, 120_000);
});
