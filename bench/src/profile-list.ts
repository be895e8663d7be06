/**
 * Where a members-list call spends its time beyond the SQL: runs one canonical query (by a part
 * of its name) over real HTTP (as the benchmark calls) many times and prints p50/p95; run under `node --cpu-prof` and read the profile with
 * bench/src/read-profile.ts.
 *
 *   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx bench/src/profile-list.ts --only 'no filter' --calls 2000
 */
import { parseArgs } from 'node:util';
import { buildApp } from '@sampark/server/src/app';
import { loadConfig } from '@sampark/server/src/config';
import { openDatabase } from '@sampark/server/src/db/connect';
import { issueToken } from '@sampark/server/src/features/auth/token-repository';
import { httpClient } from './http/http-client';
import { benchContext } from './queries/bench-context';
import { canonicalQueries } from './queries/canonical';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'sqlite:/tmp/bench.db' },
    only: { type: 'string', default: 'no filter' },
    calls: { type: 'string', default: '2000' },
  },
});

const database = openDatabase(args.url!);
const ctx = await benchContext(database);
const app = await buildApp({ database, config: loadConfig({ DATABASE_URL: args.url!, RATE_LIMIT_PER_MINUTE: '0' }) });
const cq = canonicalQueries(ctx).find((q) => q.name.includes(args.only!))!;
const token = (await issueToken(database.db, cq.user.id, 2)).token;
const qs = new URLSearchParams(Object.entries(cq.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]]))).toString();
const client = await httpClient(app);
const call = () => client.post(`/api/filter?${qs}`, cq.body, token);
const n = Number(args.calls);
const times: number[] = [];
for (let i = 0; i < n; i++) {
  const t0 = performance.now();
  const res = await call();
  times.push(performance.now() - t0);
  if (res.status !== 200) throw new Error(res.body);
}
times.sort((a, b) => a - b);
console.log(`${cq.name}: p50 ${times[Math.floor(n / 2)].toFixed(2)} p95 ${times[Math.floor(n * 0.95)].toFixed(2)} ms`);
client.close();
await app.close();
await database.close();
