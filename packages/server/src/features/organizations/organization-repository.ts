import {
  type OrganizationBody,
  type OrganizationRow,
  ORGANIZATION_SORT_COLUMNS,
  type OrganizationSortColumn,
} from '@sampark/domain/schemas/organizations';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { nowText } from '../../lib/time';

// every column of an organization row is also a sortable one (domain ORGANIZATION_SORT_COLUMNS)
const COLUMNS = ORGANIZATION_SORT_COLUMNS;

/** The columns the search box looks in. */
const SEARCH_COLUMNS = ['name', 'objective', 'area_activity', 'members', 'website', 'head_person', 'remark'] as const;
const NUMERIC_SORT = new Set<OrganizationSortColumn>(['id', 'active']);

export interface OrganizationSearch {
  keyword?: string;
  orderby: OrganizationSortColumn;
  ordertype: 'asc' | 'desc';
  skip: number;
  limit: number;
}

/** GET api/organizations: by name; `activeOnly` leaves out inactive ones. */
export async function listOrganizations(db: Db, activeOnly: boolean): Promise<OrganizationRow[]> {
  let query = db.selectFrom('organizations').select(COLUMNS).orderBy(sql`lower(name)`).orderBy('id');
  if (activeOnly) query = query.where('active', '=', 1);
  return query.execute();
}

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** `%`, `_` and `\` typed by the user match themselves. */
function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match on every text column, or the id when the keyword is a number. */
function keywordFilter(keyword: string) {
  const pattern = likePattern(keyword);
  return (eb: ExpressionBuilder<DB, 'organizations'>) => {
    const matches = SEARCH_COLUMNS.map((c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
    if (/^\d{1,9}$/.test(keyword)) matches.push(sql<boolean>`${sql.ref('id')} = ${Number(keyword)}`);
    return eb.or(matches);
  };
}

export async function countOrganizations(db: Db, keyword?: string): Promise<number> {
  let query = db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('total'));
  if (keyword) query = query.where(keywordFilter(keyword));
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * One page of POST api/orgsearch. Text sorts ignore case and put empty values last on both
 * engines; the id breaks ties so pages never overlap.
 */
export async function searchOrganizations(db: Db, s: OrganizationSearch): Promise<OrganizationRow[]> {
  const column = NUMERIC_SORT.has(s.orderby) ? sql.ref(s.orderby) : sql`lower(${sql.ref(s.orderby)})`;
  let query = db
    .selectFrom('organizations')
    .select(COLUMNS)
    .orderBy(column, (ob) => (s.ordertype === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('id', s.ordertype)
    .limit(s.limit)
    .offset(s.skip);
  if (s.keyword) query = query.where(keywordFilter(s.keyword));
  return query.execute();
}

export async function insertOrganization(db: Db, body: OrganizationBody): Promise<OrganizationRow> {
  const now = nowText();
  return db
    .insertInto('organizations')
    .values({ ...body, created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateOrganization(
  db: Db,
  id: number,
  body: Omit<OrganizationBody, 'active'> & { active?: 0 | 1 },
): Promise<OrganizationRow> {
  const { active, ...fields } = body;
  return db
    .updateTable('organizations')
    .set({ ...fields, ...(active === undefined ? {} : { active }), updated_at: nowText() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** How many member memberships point at the organization. */
export async function countOrganizationMembers(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('member_organizations')
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
    .where('organization_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes the organization only while no member belongs to it, in one statement, so a membership
 * added after the caller's check is not removed by the cascade. False when it was not deleted.
 */
export async function deleteUnlinkedOrganization(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('organizations')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member_organizations').select('id').where('organization_id', '=', id))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
