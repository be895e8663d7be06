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

  it('redacts every secret parameter and leaves other URLs alone', () => {
    expect(redactUrl('/a?x=1&token=abc#f')).toBe('/a?x=1&token=[redacted]#f');
    expect(redactUrl('/a?access_token=abc&TOKEN=def')).toBe('/a?access_token=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/api/members?keyword=token')).toBe('/api/members?keyword=token');
  });
});
