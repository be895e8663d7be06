/**
 * The statements of one event-members page and their plans (PostgreSQL EXPLAIN ANALYZE /
 * SQLite EXPLAIN QUERY PLAN), for the benchmark event of queries/events.ts:
 *   node --import tsx bench/src/explain-events.ts <url> <role> '<query json>'
 */
import { openDatabase } from '@sampark/server/src/db/connect';
import { listEventMembers } from '@sampark/server/src/features/events/event-members-list';
import { eventMembersQuerySchema } from '@sampark/domain/schemas/events';
import { EVENT_NAME } from './queries/events';
import { StatementRecorder } from './queries/plain-list';
import { explain, rawRunner } from './queries/raw-runner';

const [url, role = '1', json = '{}'] = process.argv.slice(2);
const database = openDatabase(url);
const recorder = new StatementRecorder();
const db = database.db.withPlugin(recorder);
const user = await database.db.selectFrom('users').select(['id', 'role', 'name']).where('role', '=', Number(role)).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
const event = await database.db.selectFrom('events').select('id').where('name', '=', EVENT_NAME).executeTakeFirstOrThrow();
const query = eventMembersQuerySchema.parse({ event_id: event.id, skip: 0, limit: 100, ...JSON.parse(json) });
const statements = await recorder.record(database.db, () => listEventMembers(db, database.dialect, user as never, query));
const runner = rawRunner(database.dialect, url);
for (const s of statements) {
  const t0 = performance.now();
  await runner.all(s);
  console.log(`-- ${(performance.now() - t0).toFixed(1)} ms`, s.sql.replace(/\s+/g, ' '));
  for (const line of await explain(runner, database.dialect, s)) console.log(line);
}
await runner.close();
await database.close();
