import { APPROVAL_MESSAGES, type RefusedBatchData, refusedMembers } from '@sampark/domain/schemas/events';
import { REGISTRATION_LIST_MESSAGES, type RegistrationBulk } from '@sampark/domain/schemas/registrations-list';
import { type Kysely, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { HttpError } from '../../http/errors';
import { recordAuditMany } from '../../lib/audit';
import { nowText } from '../../lib/time';

/**
 * `POST api/registrations/bulkupdate` (seed 002 §2 "Update Status", §7;
 * docs/api-conventions.md#registrations): one status for the selected registrations of one event, in one transaction.
 * An id that is not a registration of the event refuses the whole batch (422 naming the ids,
 * nothing changed). Arrived and Attended also check in whoever was not checked in yet, so the
 * venue's counts and the phones' "already checked in" agree with the list.
 */

const ARRIVING = new Set(['Arrived', 'Attended']);
const CHUNK = 5000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

type BulkRow = { id: number; status: string; checked_in_at: string | null };

/** The batch's registrations in the event, locked on PostgreSQL until the transaction ends. */
async function readRows(db: Db, dialect: Dialect, eventId: number, ids: number[]): Promise<BulkRow[]> {
  const rows: BulkRow[] = [];
  for (const chunk of chunks(ids)) {
    const part = await db
      .selectFrom('registrations as r')
      .select(['r.id', 'r.status', 'r.checked_in_at'])
      .where('r.event_id', '=', eventId)
      .where(isOneOf(dialect, sql.ref('r.id'), chunk))
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .execute();
    rows.push(...part);
  }
  return rows;
}

export async function bulkUpdateRegistrations(db: Kysely<DB>, dialect: Dialect, user: AuthUser, body: RegistrationBulk): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await readRows(trx, dialect, body.event_id, body.registrations);
    const found = new Set(rows.map((r) => r.id));
    const refused = body.registrations.filter((id) => !found.has(id)).sort((a, b) => a - b);
    if (refused.length) {
      throw new HttpError(422, APPROVAL_MESSAGES.refused, { registrations: [refusedMembers(REGISTRATION_LIST_MESSAGES.notInEvent, refused)] }, { refused } satisfies RefusedBatchData);
    }
    const now = nowText();
    const changing = rows.filter((r) => r.status !== body.status);
    for (const chunk of chunks(changing.map((r) => r.id))) {
      await trx
        .updateTable('registrations as r')
        .set({ status: body.status, updated_by: user.id, updated_at: now })
        .where(isOneOf(dialect, sql.ref('r.id'), chunk))
        .execute();
    }
    if (ARRIVING.has(body.status)) await checkInFromList(trx, dialect, user, body.event_id, rows.filter((r) => !r.checked_in_at).map((r) => r.id), now);
    await recordAuditMany(
      trx,
      dialect,
      changing.map((r) => ({ table: 'registrations', recordId: r.id, action: 'update' as const, changes: { status: [r.status, body.status] }, userId: user.id })),
    );
  });
}

/** Marks the not yet checked in as checked in now by the user, and records each check-in. */
async function checkInFromList(trx: Db, dialect: Dialect, user: AuthUser, eventId: number, ids: number[], now: string): Promise<void> {
  for (const chunk of chunks(ids)) {
    await trx
      .updateTable('registrations as r')
      .set({ checked_in_at: now, checked_in_by: user.id })
      .where(isOneOf(dialect, sql.ref('r.id'), chunk))
      .execute();
    // 1,000 rows of 6 values: under SQLite's limit of bound values per statement
    for (let i = 0; i < chunk.length; i += 1000) {
      await trx
        .insertInto('registration_checkins')
        .values(chunk.slice(i, i + 1000).map((registration_id) => ({ event_id: eventId, registration_id, user_id: user.id, method: 'list', happened_at: now, received_at: now })))
        .execute();
    }
  }
}
