import type { NamedListBody, NamedListRow } from '@sampark/domain/schemas/reference-lists';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import { findNamed, insertNamed, namedTaken, updateNamed } from './named-list-repository';
import type { NamedListConfig } from './named-lists';

/**
 * Saving professions, categories and statuses: the unique name (any case), each write with its
 * audit row in one transaction this module opens; the words are the list's own.
 */

const duplicate = (list: NamedListConfig) => fieldError('name', list.messages.duplicate);
// two saves of the same name at once: the second meets the UNIQUE index, and is told the same
const mapUnique = (list: NamedListConfig) => (err: unknown) => Promise.reject(isUniqueViolation(err) ? duplicate(list) : err);

/** A row of the list by id, or 404 with the list's message. */
export async function namedOr404(db: Db, list: NamedListConfig, id: number): Promise<NamedListRow> {
  const row = await findNamed(db, list.table, id);
  if (!row) throw notFound(list.messages.notFound);
  return row;
}

export function createNamed(db: Kysely<DB>, list: NamedListConfig, userId: number, body: NamedListBody): Promise<NamedListRow> {
  return db
    .transaction()
    .execute(async (trx) => {
      if (await namedTaken(trx, list.table, body.name)) throw duplicate(list);
      const created = await insertNamed(trx, list.table, body);
      await recordAudit(trx, { table: list.table, recordId: created.id, action: 'create', changes: diffFields({}, created), userId });
      return created;
    })
    .catch(mapUnique(list));
}

export function editNamed(db: Kysely<DB>, list: NamedListConfig, userId: number, id: number, body: { name: string; active?: 0 | 1 }): Promise<NamedListRow> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await namedOr404(trx, list, id);
      if (await namedTaken(trx, list.table, body.name, id)) throw duplicate(list);
      const after = await updateNamed(trx, list.table, id, body);
      await recordAudit(trx, { table: list.table, recordId: id, action: 'update', changes: diffFields(before, after), userId });
      return after;
    })
    .catch(mapUnique(list));
}
