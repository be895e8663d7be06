import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/dialects';
import { createUser } from '../../test/factories';
import { redactUrl } from './request-log';

/** Issue 12 defect 11: the help videos' ?token= must not end up in the request log. */
describe.each(DIALECTS)('request log on %s', (dialect) => {
  let database: TestDatabase;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp({ database, config: loadConfig({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info' }), logger: true, logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes the URL of a ?token= request without the token', async () => {
    const { token } = await createUser(database.db, { role: 3 });
    const res = await app.inject({ method: 'GET', url: `/api/help/videos/Add_New_Member.mp4?token=${token}&t=1` });
    expect(res.statusCode).toBe(404);
    const logged = lines.join('\n');
    expect(logged).toContain('/api/help/videos/Add_New_Member.mp4?token=[redacted]&t=1');
    expect(logged).not.toContain(token);
  });

  it('writes a duplicate check without its phone number, and a search without its e-mail address', async () => {
    const { token } = await createUser(database.db, { role: 2 });
    const auth = { authorization: `Bearer ${token}` };
    const check = await app.inject({ method: 'POST', url: '/api/checkduplicate?phone_number=9876543210&country=91', headers: auth });
    const search = await app.inject({ method: 'POST', url: '/api/search?keyword=asha.rao%40example.org&skip=0', headers: auth });
    expect([check.statusCode, search.statusCode]).toEqual([200, 200]);
    const logged = lines.join('\n');
    expect(logged).toContain('"url":"/api/checkduplicate?phone_number=[redacted]&country=91"');
    expect(logged).toContain('"url":"/api/search?keyword=[redacted]&skip=0"');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('example.org');
  });

  it('redacts phone numbers, e-mail addresses, tokens and signed-link tokens wherever the URL has them', () => {
    expect(redactUrl('/api/checkduplicate?phone_number=%2B91%2098765%2043210&country=91')).toBe('/api/checkduplicate?phone_number=[redacted]&country=91');
    expect(redactUrl('/api/members?keyword=98765-43210&limit=100000&location_id=1234567')).toBe('/api/members?keyword=[redacted]&limit=100000&location_id=1234567');
    expect(redactUrl('/api/users?email=a@b.in')).toBe('/api/users?email=[redacted]');
    expect(redactUrl('/forms/12-7a.Xk3_9/viewform?token=abc')).toBe('/forms/[redacted]/viewform?token=[redacted]');
    expect(redactUrl('/api/public/passes/Q7K2-PX9')).toBe('/api/public/passes/[redacted]');
    expect(redactUrl('/api/members/by-mobile/9876543210/x')).toBe('/api/members/by-mobile/[redacted]/x');
    expect(redactUrl('/api/public/registrations/42?Token=abc')).toBe('/api/public/registrations/42?Token=[redacted]');
  });

  it('redacts every secret parameter and leaves other URLs alone', () => {
    expect(redactUrl('/a?x=1&token=abc#f')).toBe('/a?x=1&token=[redacted]#f');
    expect(redactUrl('/a?access_token=abc&TOKEN=def')).toBe('/a?access_token=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/api/members?keyword=token')).toBe('/api/members?keyword=token');
  });
});
