import { openDatabase } from '@sampark/server/src/db/connect';
import { buildApp } from '@sampark/server/src/app';
import { loadConfig } from '@sampark/server/src/config';
import { issueToken } from '@sampark/server/src/features/auth/token-repository';
import { MEMBER_VIEW_COLUMNS } from '@sampark/domain/member-views';
import { httpClient } from './http/http-client';
import { rawRunner } from './queries/raw-runner';
const url = process.argv[2] ?? 'sqlite:/tmp/bench.db';
const database = openDatabase(url);
const app = await buildApp({ database, config: loadConfig({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0' }) });
const marks: Record<string, number[]> = {};
let t0 = 0;
const mark = (name: string) => { (marks[name] ??= []).push(performance.now() - t0); };
for (const h of ['onRequest', 'preValidation', 'preHandler', 'onSend', 'onResponse'] as const) app.addHook(h as 'onRequest', async () => { mark(h); });
app.post('/api/ping', { config: { access: 'all' } }, async () => ({ ok: 1 }));
const client = await httpClient(app);
const token = (await issueToken(database.db, 1, 2)).token;
const path = `/api/filter?limit=100&orderby=created_at&ordertype=desc&fields=${MEMBER_VIEW_COLUMNS.Default.join(',')}`;
for (let i = 0; i < 3000; i++) { t0 = performance.now(); await client.post(path, {}, token); mark('done'); }
for (const [k, xs] of Object.entries(marks)) { const s = xs.slice(1000).sort((a, b) => a - b); console.log(k.padEnd(16), 'p50', s[Math.floor(s.length / 2)].toFixed(3)); }
for (const k of Object.keys(marks)) delete marks[k];
for (let i = 0; i < 3000; i++) { t0 = performance.now(); await client.post('/api/ping', {}, token); mark('ping done'); }
for (const [k, xs] of Object.entries(marks)) { const s = xs.slice(1000).sort((a, b) => a - b); console.log('ping', k.padEnd(16), 'p50', s[Math.floor(s.length / 2)].toFixed(3)); }
client.close(); await app.close(); await database.close();
void rawRunner;
