import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { writingMembers } from '../../db/duplicate-keys';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { HttpError } from '../../http/errors';
import { type Changes, recordAudit, recordAuditMany } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { deleteRows } from './bulk-write';
import { realChanges } from './import-kind';
import { importedRows, lockImport, markReverted } from './import-repository';
import { writePatches } from './import-write';
import { memberImport } from './member-import';
import { seekerImport } from './seeker-import';

/**
 * `POST api/imports/{id}/revert` (roles 1-2, docs/api-conventions.md#imports), in one transaction: the
 * records the import created are removed (a member with whatever was recorded on it since), and
 * each field it changed gets its old value back, unless someone changed that field again since:
 * a later edit is kept, and counted (docs/decisions/035-import-design.md). Every change is audited.
 */

const CHUNK = 2000;
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || String(a) === String(b);

export interface RevertCounts {
  removed: number;
  restored: number;
  kept: number;
}

export async function revertImport(db: Kysely<DB>, dialect: Dialect, user: ScopeUser, importId: number): Promise<RevertCounts> {
  return db.transaction().execute(async (trx) => {
    const found = await lockImport(trx, dialect, importId);
    if (!found || found.status !== 'imported') throw new HttpError(422, IMPORT_MESSAGES.alreadyReverted);
    const spec = found.kind === 'members' ? memberImport : seekerImport;
    const counts: RevertCounts = { removed: 0, restored: 0, kept: 0 };
    for (let after = 0; ; ) {
      const rows = await importedRows(trx, importId, 'create', after, CHUNK);
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      const stored = await trx.selectFrom(spec.table).selectAll().where('id', 'in', rows.map((r) => r.record_id)).execute();
      const removed = stored.map((s) => s.id);
      await writingMembers(trx, dialect, { before: spec.table === 'members' ? removed : [], after: [] }, () => deleteRows(trx, spec.table, removed));
      const gone = (s: Record<string, unknown>): Changes => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [v, null]]));
      await recordAuditMany(trx, dialect, stored.map((s) => ({ table: spec.table, recordId: s.id, action: 'delete' as const, changes: gone(s), userId: user.id })));
      counts.removed += stored.length;
    }
    for (let after = 0; ; ) {
      const rows = await importedRows(trx, importId, 'update', after, CHUNK);
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      await restoreChunk(trx, dialect, spec, user, rows, counts);
    }
    await markReverted(trx, importId, user.id);
    await recordAudit(trx, { table: 'imports', recordId: importId, action: 'update', changes: { status: ['imported', 'reverted'] }, userId: user.id });
    return counts;
  });
}

async function restoreChunk(
  trx: Db,
  dialect: Dialect,
  spec: typeof seekerImport | typeof memberImport,
  user: ScopeUser,
  rows: { record_id: number; changes: string | null }[],
  counts: RevertCounts,
) {
  const now = nowText();
  const stored = await trx.selectFrom(spec.table).selectAll().where('id', 'in', rows.map((r) => r.record_id)).execute();
  const byId = new Map(stored.map((s) => [s.id, s as Record<string, unknown>]));
  const changed: { id: number; before: Record<string, unknown>; patch: Record<string, unknown>; changes: Changes }[] = [];
  for (const row of rows) {
    const current = byId.get(row.record_id);
    if (!current) continue;
    const imported = JSON.parse(row.changes ?? '{}') as Changes;
    const restore: Record<string, unknown> = {};
    let keptOne = false;
    for (const [field, [old, neu]] of Object.entries(imported)) {
      if (same(current[field], neu)) restore[field] = old;
      else keptOne = true;
    }
    if (keptOne) counts.kept++;
    if (!Object.keys(restore).length) continue;
    const patch = realChanges(current, { ...restore, ...spec.derived({ ...current, ...restore }) });
    if (!Object.keys(patch).length) continue;
    counts.restored++;
    const changes: Changes = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, [current[k] ?? null, v ?? null]]));
    changed.push({ id: row.record_id, before: current, patch: { ...patch, updated_at: now, updated_by: user.id }, changes });
  }
  if (!changed.length) return;
  const ids = spec.table === 'members' ? changed.map((c) => c.id) : [];
  await writingMembers(trx, dialect, { before: ids, after: ids }, () => writePatches(trx, dialect, spec.table, changed));
  await recordAuditMany(trx, dialect, changed.map((c) => ({ table: spec.table, recordId: c.id, action: 'update' as const, changes: c.changes, userId: user.id })));
}

