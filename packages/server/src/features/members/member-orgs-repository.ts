import { type MemberOrganizationInput, ORGANIZATION_REQUIRED } from '@sampark/domain/schemas/members';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError, notFound } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { assertMemberVisible } from '../../shared/members/member-scope';

export const ALREADY_MEMBER_OF = 'The member already belongs to this organization.';
export const MEMBER_ORGANIZATION_NOT_FOUND = 'Organization membership not found.';

/** A member's organizations, the latest changed first. */
export function listMemberOrgs(db: Db, memberId: number) {
  return db
    .selectFrom('member_organizations as mo')
    .innerJoin('organizations as o', 'o.id', 'mo.organization_id')
    .select(['mo.id', 'mo.member_id', 'mo.organization_id', 'o.name', 'mo.position', 'mo.created_at', 'mo.updated_at'])
    .where('mo.member_id', '=', memberId)
    .orderBy('mo.updated_at', 'desc')
    .orderBy('mo.id', 'desc')
    .execute();
}

/** Adds the member to an organization once and logs it on the member's history, in one transaction. */
export function addMemberOrg(db: Kysely<DB>, values: MemberOrganizationInput, userId: number): Promise<number> {
  const { member_id, organization_id, position } = values;
  return db.transaction().execute(async (trx) => {
    const org = await trx.selectFrom('organizations').select('name').where('id', '=', organization_id).executeTakeFirst();
    if (!org) throw fieldError('organization_id', ORGANIZATION_REQUIRED);
    const existing = await trx
      .selectFrom('member_organizations')
      .select('id')
      .where('member_id', '=', member_id)
      .where('organization_id', '=', organization_id)
      .executeTakeFirst();
    if (existing) throw fieldError('organization_id', ALREADY_MEMBER_OF);
    const now = nowText();
    const row = await trx
      .insertInto('member_organizations')
      .values({ member_id, organization_id, position, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const label = position ? `${org.name} (${position})` : org.name;
    await recordAudit(trx, { table: 'members', recordId: member_id, action: 'update', changes: { organization: [null, label] }, userId });
    return row.id;
  });
}

/** Removes a membership of a member in the caller's scope (404 otherwise) and logs it, in one transaction. */
export function deleteMemberOrg(db: Kysely<DB>, user: ScopeUser, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('member_organizations as mo')
      .innerJoin('organizations as o', 'o.id', 'mo.organization_id')
      .select(['mo.member_id', 'mo.position', 'o.name'])
      .where('mo.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(MEMBER_ORGANIZATION_NOT_FOUND);
    await assertMemberVisible(trx, user, row.member_id, MEMBER_ORGANIZATION_NOT_FOUND);
    await trx.deleteFrom('member_organizations').where('id', '=', id).execute();
    const label = row.position ? `${row.name} (${row.position})` : row.name;
    await recordAudit(trx, { table: 'members', recordId: row.member_id, action: 'update', changes: { organization: [label, null] }, userId: user.id });
  });
}
