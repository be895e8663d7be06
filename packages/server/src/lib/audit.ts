import type { Db } from '../db/connect';
import { nowText } from './time';

/** Field -> [old, new]; only fields that really changed. */
export type Changes = Record<string, [unknown, unknown]>;

export type AuditAction = 'create' | 'update' | 'delete' | 'move';

/** The fields of `after` whose value differs from `before` (null, undefined and '' are "empty"). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
  for (const [k, v] of Object.entries(after)) {
    if (String(norm(before[k])) !== String(norm(v))) out[k] = [norm(before[k]), norm(v)];
  }
  return out;
}

/**
 * One row per changed record in audit_log (who, when, which record, old and new values).
 * Call it inside the same transaction as the change so history never disagrees with data.
 */
export async function recordAudit(
  db: Db,
  entry: { table: string; recordId: number; action: AuditAction; changes: Changes; userId: number | null },
): Promise<void> {
  if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
  await db
    .insertInto('audit_log')
    .values({
      table_name: entry.table,
      record_id: entry.recordId,
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      user_id: entry.userId,
      created_at: nowText(),
    })
    .execute();
}

/** The same change for many records at once (bulk actions), in chunks the engines accept. */
export async function recordAuditMany(
  db: Db,
  entries: { table: string; recordId: number; action: AuditAction; changes: Changes; userId: number | null }[],
): Promise<void> {
  const now = nowText();
  const rows = entries.map((e) => ({
    table_name: e.table,
    record_id: e.recordId,
    action: e.action,
    changes: JSON.stringify(e.changes),
    user_id: e.userId,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('audit_log').values(rows.slice(i, i + 1000)).execute();
}
