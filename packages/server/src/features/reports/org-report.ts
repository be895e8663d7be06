import type { OrgStatsRow, ReportFilterBody } from '@sampark/domain/schemas/other-reports';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { buildMemberQuery, memberWhere } from '../../shared/members/member-filter';

/**
 * POST api/report/orgstats: members per organization, for the report filter and scoped exactly
 * as the members list (the same buildMemberQuery), so a row's count equals the members list's
 * count filtered by that organization_id (the row's `id`, its drill-down). Organizations without such members are left out; a
 * member of no organization is in no row (docs/decisions/042).
 */
export async function orgStats(db: Db, dialect: Dialect, user: ScopeUser, filter: ReportFilterBody): Promise<OrgStatsRow[]> {
  const mq = await buildMemberQuery(db, dialect, user, filter);
  if (mq.empty) return [];
  const rows = await db
    .selectFrom('member_organizations as mo')
    .innerJoin('organizations as o', 'o.id', 'mo.organization_id')
    .innerJoin('members as m', 'm.id', 'mo.member_id')
    .where(memberWhere(mq))
    .select(['o.id', 'o.name', sql<number>`count(distinct mo.member_id)`.as('count')])
    .groupBy(['o.id', 'o.name'])
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({ label: r.name, id: r.id, count: Number(r.count) }));
}
