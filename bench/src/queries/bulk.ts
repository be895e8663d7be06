import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '@sampark/server/src/db/connect';
import { isOneOf } from '@sampark/server/src/db/id-list';
import { nextDay } from '@sampark/server/src/shared/members/member-filter';
import type { BenchContext } from './bench-context';

/**
 * Bulk Assign through POST api/bulkupdate (one transaction with an audit row per member), timed
 * per run, for each size: by ids (the selected rows) and by filter ("Apply to all matching": a
 * created_at range of whole days holding at least that many members). After each run the members
 * and the audit log are put back exactly (on PostgreSQL and vacuumed, see vacuum()), so every run
 * and the next benchmark find the data as the first run found it.
 */
export interface BulkResult {
  /** The size asked for (by filter: whole days holding at least that many). */
  size: number;
  /** Members the action changed. */
  members: number;
  by: 'ids' | 'filter';
  runs: number[];
}


/** A member's assignment as it was (member_assignments; assigned_to null = none). */
interface Saved {
  id: number;
  assigned_to: number | null;
  created_at: string;
  assigned_at: string | null;
}

type Target = { by: 'ids'; ids: number[] } | { by: 'filter'; filter: { start_date: string; end_date: string } };

export async function benchBulkAssign(app: FastifyInstance, database: Database, ctx: BenchContext, adminToken: string, sizes: number[], runs = 3): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const size of sizes) {
    const byIds = await savedRows(database, sql`m.id >= ${Math.floor(ctx.members / 4)}`, size);
    results.push(await benchTarget(app, database, ctx, adminToken, { by: 'ids', ids: byIds.map((m) => m.id) }, byIds, size, runs));
    const filter = await createdRange(database, size);
    const byFilter = await savedRows(database, sql`m.created_at >= ${filter.start_date} and m.created_at < ${nextDay(filter.end_date)}`);
    results.push(await benchTarget(app, database, ctx, adminToken, { by: 'filter', filter }, byFilter, size, runs));
  }
  return results;
}

async function benchTarget(app: FastifyInstance, database: Database, ctx: BenchContext, adminToken: string, target: Target, saved: Saved[], size: number, count: number): Promise<BulkResult> {
  const { db } = database;
  const payload = target.by === 'ids' ? { action: 'Assign', members: target.ids, assigned_to: ctx.regional.id } : { action: 'Assign', filter: target.filter, assigned_to: ctx.regional.id };
  const runs: number[] = [];
  let members = 0;
  for (let i = 0; i < count; i++) {
    const lastAudit = Number((await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('n')).executeTakeFirst())?.n ?? 0);
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/bulkupdate', payload, headers: { authorization: `Bearer ${adminToken}` } });
    runs.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`bulk update: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    members = res.json().data.data;
    console.log(`    bulk Assign of ${members} by ${target.by}: ${runs[i].toFixed(0)} ms`);
    await restore(database, saved, lastAudit);
    // every run starts from the table the first one saw (no dead row versions, clean GIN lists)
    if (database.dialect === 'postgres') await vacuum(database);
  }
  return { size, members, by: target.by, runs };
}

/** The members a run changes, to put back afterwards. */
async function savedRows(database: Database, where: ReturnType<typeof sql>, limit?: number): Promise<Saved[]> {
  const { rows } = await sql<Saved>`select m.id, a.assigned_to, m.created_at, a.assigned_at from members m left join member_assignments a on a.member_id = m.id
    where ${where} order by m.id ${limit ? sql`limit ${limit}` : sql``}`.execute(database.db);
  return rows;
}

/** Whole days of created_at from the middle of the range on, holding at least `size` members. */
async function createdRange(database: Database, size: number): Promise<{ start_date: string; end_date: string }> {
  const { rows } = await sql<{ d: string; n: number }>`select substr(created_at, 1, 10) as d, count(*) as n from members group by 1 order by 1`.execute(database.db);
  let i = Math.floor(rows.length / 2);
  const start = rows[i].d;
  let total = 0;
  for (; i < rows.length && total < size; i++) total += Number(rows[i].n);
  return { start_date: start, end_date: rows[i - 1].d };
}

/**
 * PostgreSQL: the run's row versions of member_assignments and audit_log are vacuumed away, so the
 * next run (and the next benchmark) finds the tables as the loader left them.
 */
async function vacuum({ db }: Database) {
  await sql`vacuum (analyze) member_assignments`.execute(db);
  await sql`vacuum audit_log`.execute(db);
}

/** The saved assignments put back (an Assign changes only member_assignments and audit_log). */
async function restore(database: Database, saved: Saved[], lastAudit: number) {
  const { db, dialect } = database;
  await db.transaction().execute(async (trx) => {
    await sql`delete from member_assignments where ${isOneOf(dialect, sql.ref('member_id'), saved.map((s) => s.id))}`.execute(trx);
    const rows = saved.filter((s) => s.assigned_to !== null).map((s) => ({ member_id: s.id, assigned_to: s.assigned_to!, created_at: s.created_at, assigned_at: s.assigned_at! }));
    for (let i = 0; i < rows.length; i += 1000) await trx.insertInto('member_assignments').values(rows.slice(i, i + 1000)).execute();
    await trx.deleteFrom('audit_log').where('id', '>', lastAudit).execute();
  });
}
