/**
 * Duplicate members at scale (issue 30): the first page of GET api/duplicates at 1M members, and
 * a merge (and its undo) of two members with 1,000 followups each. Writes: run it on a copy.
 *   node --import tsx bench/src/duplicates.ts <url of a copy of the bench database>
 * On first run it plants duplicates (the generator makes none): 10,000 pairs by number (a
 * WhatsApp that is another member's mobile), 5,000 by e-mail (other case), 5,000 by name + date
 * of birth. Then what the duplicate-key upkeep costs a bulk Delete of 100,000 members (every
 * tenth member, spread over the table as a filter's matches are): the UPDATE alone in a
 * transaction rolled back, with each way of keeping the keys and with none, and the whole bulk
 * Delete (bulkUpdateMembers by ids, with its audit rows), after which the members are moved back.
 *   --upkeep-only: only the bulk Delete figures.
 */
import { duplicatesQuerySchema } from '@sampark/domain/schemas/duplicates';
import { sql } from 'kysely';
import { openDatabase } from '@sampark/server/src/db/connect';
import type { Db } from '@sampark/server/src/db/connect';
import { migrateToLatest } from '@sampark/server/src/db/migrate';
import { findDuplicateGroups } from '@sampark/server/src/features/duplicates/duplicate-groups-repository';
import { mergeMembers, undoMerge } from '@sampark/server/src/features/duplicates/member-merge';
import { bulkUpdateMembers } from '@sampark/server/src/features/members/bulk-update';
import { COUNT_ALL_KEYS, writingMembers } from '@sampark/server/src/db/duplicate-keys';
import { isOneOf } from '@sampark/server/src/db/id-list';
import { nowText } from '@sampark/server/src/lib/time';
import { StatementRecorder } from './queries/plain-list';
import { explain, rawRunner } from './queries/raw-runner';

const args = process.argv.slice(2);
const upkeepOnly = args.includes('--upkeep-only');
const [url] = args.filter((a) => !a.startsWith('--'));
if (!url) throw new Error('usage: duplicates.ts <database url of a copy>');
const database = openDatabase(url);
const { db, dialect } = database;
await migrateToLatest(db, dialect);

async function plant() {
  // planted once: member 30001's date of birth marks it
  const marker = await db.selectFrom('members').select('dob').where('id', '=', 30001).executeTakeFirst();
  if (marker?.dob === '1970-01-01') return;
  // member 2k+1 gets member 2k's mobile as its WhatsApp (k < 10,000)
  await sql`update members set whatsapp_norm = (select o.mobile_norm from members o where o.id = members.id - 1) where id <= 20001 and id % 2 = 1 and id > 1`.execute(db);
  await sql`update members set email = upper((select o.email from members o where o.id = members.id - 1)) where id > 20001 and id <= 30001 and id % 2 = 1 and (select o.email from members o where o.id = members.id - 1) is not null`.execute(db);
  await sql`update members set fullname = (select o.fullname from members o where o.id = members.id - 1), dob = '1970-01-01' where id > 30001 and id <= 40001`.execute(db);
  await sql`update members set dob = '1970-01-01' where id = 30001`.execute(db);
  if (dialect === 'postgres') await sql`analyze members`.execute(db);
}

async function timed<T>(label: string, runs: number, fn: () => Promise<T>): Promise<T> {
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, max ${times[runs - 1]!.toFixed(0)} ms (${runs} runs)`);
  return result;
}

async function memberWithFollowups(d: Db, name: string, mobile: string): Promise<number> {
  const now = nowText();
  const location = (await d.selectFrom('locations').select('id').where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
  const { id } = await d
    .insertInto('members')
    .values({ firstname: name, lastname: 'Bench', fullname: `${name} Bench`, mobile_number: mobile, mobile_norm: mobile, location_id: location, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    member_id: id,
    followup_date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    contacted_by: 'Bench',
    contact_status: i % 3 ? 'Not reachable' : 'Contact established successfully',
    contact_response: i % 3 ? null : 'Good',
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100) await d.insertInto('followups').values(rows.slice(i, i + 100)).execute();
  return id;
}

/** Whether duplicate_keys says what a recount says (the keys held by at least one member). */
async function keysExact(): Promise<boolean> {
  const { rows } = await sql.raw<{ n: number }>(`select count(*) as n from (
      select reason, key, size from duplicate_keys where size <> 0
      except select reason, key, size from (${COUNT_ALL_KEYS}) c) d`).execute(db);
  const { rows: back } = await sql.raw<{ n: number }>(`select count(*) as n from (
      select reason, key, size from (${COUNT_ALL_KEYS}) c
      except select reason, key, size from duplicate_keys where size <> 0) d`).execute(db);
  return Number(rows[0]!.n) === 0 && Number(back[0]!.n) === 0;
}

const CHUNK = 10_000;
class Rollback extends Error {}

/** The bulk Delete's UPDATE of `ids`, chunk by chunk as bulk-update.ts runs it, in a transaction rolled back. */
async function deleteUpdateOnly(ids: number[], trash: number, upkeep: 'set-based' | 'row triggers' | 'none') {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await db
    .transaction()
    .execute(async (trx) => {
      if (upkeep === 'none') {
        if (dialect === 'sqlite') await sql`insert into duplicate_keys_pause (id) values (1)`.execute(trx);
        else await sql`alter table members disable trigger members_dup_keys_u`.execute(trx);
      }
      const updates = async () => {
        for (let i = 0; i < ids.length; i += CHUNK) {
          await trx
            .updateTable('members')
            .set((eb) => ({ deleted_from_location_id: eb.ref('location_id'), location_id: trash, updated_at: nowText() }))
            .where(isOneOf(dialect, sql.ref('id'), ids.slice(i, i + CHUNK)))
            .execute();
        }
      };
      // as bulk-update.ts: every chunk's keys taken off at once
      if (upkeep === 'set-based') await writingMembers(trx, dialect, { before: ids, after: [] }, updates);
      else await updates();
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  const cpu = process.cpuUsage(cpu0);
  return { wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
}

async function bulkDeleteFigures() {
  const trash = (await db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
  const ids = (await sql<{ id: number }>`select id from members where id % 10 = 3 and location_id <> ${trash} order by id limit 100000`.execute(db)).rows.map((r) => Number(r.id));
  console.log(`bulk Delete of ${ids.length} members (every tenth), the UPDATE alone, rolled back:`);
  const ways = (dialect === 'sqlite' ? ['set-based', 'row triggers', 'none'] : ['set-based', 'none']) as ('set-based' | 'row triggers' | 'none')[];
  for (let run = 0; run < 2; run++) {
    for (const way of ways) {
      const { wall, cpu } = await deleteUpdateOnly(ids, trash, way);
      // SQLite runs in this process: its CPU time says what the load does not
      const name = way === 'set-based' ? (dialect === 'sqlite' ? 'paused row triggers + set-based, once' : 'statement-level triggers') : way;
      console.log(`  ${name}: ${(wall / 1000).toFixed(2)} s${dialect === 'sqlite' ? ` (CPU ${(cpu / 1000).toFixed(2)} s)` : ''}`);
    }
  }
  const admin = await db.selectFrom('users').select(['id', 'role']).where('role', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const count = await bulkUpdateMembers(db, dialect, admin as never, { action: 'Delete', members: ids } as never);
  console.log(`bulk Delete (bulkUpdateMembers by ids, committed): ${count} members in ${((performance.now() - t0) / 1000).toFixed(2)} s (CPU of this process ${((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e6).toFixed(2)} s); keys exact: ${await keysExact()}`);
  // back where they were, chunk by chunk with the same upkeep (not timed)
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await writingMembers(trx, dialect, { before: chunk, after: chunk }, () =>
        trx
          .updateTable('members')
          .set((eb) => ({ location_id: eb.fn.coalesce('deleted_from_location_id', 'location_id'), deleted_from_location_id: null }))
          .where(isOneOf(dialect, sql.ref('id'), chunk))
          .execute(),
      );
    }
  });
  console.log(`  moved back; keys exact: ${await keysExact()}`);
}

await plant();
if (upkeepOnly) {
  await bulkDeleteFigures();
  await database.close();
  process.exit(0);
}
const members = Number((await sql<{ n: number }>`select count(*) as n from members`.execute(db)).rows[0]!.n);
console.log(`${dialect}, ${members} members`);
const first = duplicatesQuerySchema.parse({});
const page = await timed('duplicates, first page (20 groups, every reason)', 5, () => findDuplicateGroups(db, first));
console.log(`  ${page.count} groups`);
for (const reason of ['mobile', 'email', 'name_dob'] as const) {
  await timed(`duplicates, first page, reason=${reason}`, 3, () => findDuplicateGroups(db, duplicatesQuerySchema.parse({ reason })));
}
await timed('duplicates, page 50', 3, () => findDuplicateGroups(db, duplicatesQuerySchema.parse({ skip: 980 })));

const recorder = new StatementRecorder();
const statements = await recorder.record(db, () => findDuplicateGroups(db.withPlugin(recorder), first));
const runner = rawRunner(dialect, url);
for (const s of statements.slice(0, 1)) for (const line of await explain(runner, dialect, s)) console.log(line);
await runner.close();

const admin = await db.selectFrom('users').select(['id', 'role', 'name']).where('role', '=', 1).orderBy('id').executeTakeFirstOrThrow();
const stamp = String(Date.now()).slice(-8);
const keep = await memberWithFollowups(db, 'Keep', `61${stamp}`);
const other = await memberWithFollowups(db, 'Other', `62${stamp}`);
const merged = await timed('merge of two members with 1,000 followups each', 1, () =>
  db.transaction().execute((trx) => mergeMembers(trx, dialect, admin as never, { keep, merge: [other], fields: {} })),
);
await timed('undo of that merge', 1, () => db.transaction().execute((trx) => undoMerge(trx, dialect, admin as never, merged.merge_id)));
await bulkDeleteFigures();
await database.close();
