import { type OrganizationBody, organizationLinkedMessage, type OrganizationRow, type organizationUpdateSchema } from '@sampark/domain/schemas/organizations';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import {
  countOrganizationMembers,
  deleteUnlinkedOrganization,
  findOrganization,
  insertOrganization,
  updateOrganization,
} from './organization-repository';

/** Saving organizations: each write with its audit row in one transaction this module opens; the SQL is in the repository. */

export const ORGANIZATION_NOT_FOUND = 'Organization not found.';

/** An organization by id, or 404. */
export async function organizationOr404(db: Db, id: number): Promise<OrganizationRow> {
  const row = await findOrganization(db, id);
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}

export function createOrganization(db: Kysely<DB>, userId: number, body: OrganizationBody): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const created = await insertOrganization(trx, body);
    await recordAudit(trx, { table: 'organizations', recordId: created.id, action: 'create', changes: diffFields({}, body), userId });
    return created;
  });
}

/** The audit row leaves out updated_at, which every save changes. */
export function editOrganization(db: Kysely<DB>, userId: number, id: number, body: z.output<typeof organizationUpdateSchema>): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const before = await organizationOr404(trx, id);
    const after = await updateOrganization(trx, id, body);
    const { updated_at: _before, ...oldFields } = before;
    const { updated_at: _after, ...newFields } = after;
    await recordAudit(trx, { table: 'organizations', recordId: id, action: 'update', changes: diffFields(oldFields, newFields), userId });
    return after;
  });
}

/** Refused while members still belong to it (docs/decisions/006-organization-delete.md). */
export function removeOrganization(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await organizationOr404(trx, id);
    const linked = await countOrganizationMembers(trx, id);
    // a membership added after the count is caught by the delete's own check
    if (linked > 0 || !(await deleteUnlinkedOrganization(trx, id))) {
      throw fieldError('id', organizationLinkedMessage(linked || (await countOrganizationMembers(trx, id))));
    }
    const changes = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, [v, null] as [unknown, unknown]]));
    await recordAudit(trx, { table: 'organizations', recordId: id, action: 'delete', changes, userId });
  });
}
