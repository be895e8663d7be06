import { DEFAULT_MEMBER_SORT, type MemberSortColumn } from '@sampark/domain/schemas/member-filter';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/connect';

/**
 * The members list's order (docs/api-conventions.md#sorting-and-paging; seed 000 §9): each sort column's key, the
 * joins its name needs, and whether an index on members delivers it (docs/decisions/013).
 */

export type OrderType = 'asc' | 'desc';

interface SortDef {
  /** SQL for the sort key; joins named in `join` are available as l, p, c, au. */
  expr: RawBuilder<unknown>;
  join?: 'l' | 'p' | 'c' | 'au';
  /** Never NULL: PostgreSQL need not be told where NULLs go, so plain indexes serve it. */
  notNull?: boolean;
  /** An index on members leads with this key (created_at, updated_at, lcd, id). */
  indexed?: boolean;
}

const col = (name: string) => sql.ref(`m.${name}`);
/** Case-insensitive text order, the same on both engines (PostgreSQL here is C-collated). */
const textOf = (ref: RawBuilder<unknown>) => sql`lower(${ref})`;

export const SORTS: Record<MemberSortColumn, SortDef> = {
  id: { expr: col('id'), notNull: true, indexed: true },
  source: { expr: col('source') },
  fullname: { expr: textOf(col('fullname')), notNull: true },
  location: { expr: textOf(sql.ref('l.name')), join: 'l' },
  country: { expr: textOf(col('country')) },
  state: { expr: textOf(col('state')) },
  district: { expr: textOf(col('district')) },
  city: { expr: textOf(col('city')) },
  dob: { expr: col('dob') },
  education: { expr: textOf(col('education')) },
  mobile: { expr: col('mobile_number') },
  whatsapp: { expr: col('whatsapp') },
  email: { expr: textOf(col('email')) },
  profession: { expr: textOf(sql.ref('p.name')), join: 'p' },
  category: { expr: textOf(sql.ref('c.name')), join: 'c' },
  grade: { expr: col('grade') },
  how_know_us: { expr: col('how_know_us') },
  lcd: { expr: col('lcd'), indexed: true },
  last_contacted_date: { expr: col('lcd'), indexed: true },
  cg: { expr: col('contact_group'), notNull: true },
  contact_group: { expr: col('contact_group'), notNull: true },
  cs: { expr: col('last_contact_status') },
  last_contact_status: { expr: col('last_contact_status') },
  cr: { expr: col('last_contact_response') },
  last_contact_response: { expr: col('last_contact_response') },
  ps: { expr: col('last_participation_status') },
  last_participation_status: { expr: col('last_participation_status') },
  last_contacted_by: { expr: textOf(col('last_contacted_by')) },
  sf: { expr: col('sf'), notNull: true },
  uf: { expr: col('uf'), notNull: true },
  // more pending days = an older date: sort by the date, the other way round
  pending_days: {
    expr: sql`case when ${col('contact_group')} = 'Pending' or ${col('lcd')} is null then substr(${col('created_at')}, 1, 10) else ${col('lcd')} end`,
    notNull: true,
  },
  assigned_to: { expr: textOf(sql.ref('au.name')), join: 'au' },
  assigned_to_name: { expr: textOf(sql.ref('au.name')), join: 'au' },
  responsibility: { expr: col('can_take_responsibility') },
  adhyayan: { expr: col('study_about_responsibility') },
  created_at: { expr: col('created_at'), notNull: true, indexed: true },
  updated_at: { expr: col('updated_at'), notNull: true, indexed: true },
};

export interface Sort {
  orderby: MemberSortColumn;
  ordertype: OrderType;
}

export function sortOf(orderby?: MemberSortColumn, ordertype?: OrderType): Sort {
  if (!orderby) return { orderby: DEFAULT_MEMBER_SORT.orderby, ordertype: ordertype ?? DEFAULT_MEMBER_SORT.ordertype };
  return { orderby, ordertype: ordertype ?? 'asc' };
}

/**
 * ORDER BY key, then id in the same direction (so one index walk serves both). NULL sorts as
 * the smallest value on both engines (SQLite's rule; PostgreSQL is told). With `sortIndexOff`
 * the key is written so that no index can deliver the order (`+x` on SQLite; `x || ''` or
 * `x + 0` on PostgreSQL, same values and order): the engine then reads the few matches through
 * the filters' indexes and sorts them.
 */
export function orderSql(dialect: Dialect, sort: Sort, sortIndexOff = false) {
  const def = SORTS[sort.orderby];
  const dir = sort.orderby === 'pending_days' ? (sort.ordertype === 'asc' ? 'desc' : 'asc') : sort.ordertype;
  const nulls = dialect === 'postgres' && !def.notNull ? (dir === 'asc' ? sql` nulls first` : sql` nulls last`) : sql``;
  let key = def.expr;
  if (sortIndexOff && def.indexed) {
    if (dialect === 'sqlite') key = sql`+${def.expr}`;
    else key = sort.orderby === 'id' ? sql`(${def.expr} + 0)` : sql`(${def.expr} || '')`;
  }
  return sql`${key} ${sql.raw(dir)}${nulls}, ${col('id')} ${sql.raw(dir)}`;
}

export function joinsFor(sort: Sort) {
  switch (SORTS[sort.orderby].join) {
    case 'l':
      return sql`left join locations l on l.id = m.location_id`;
    case 'p':
      return sql`left join professions p on p.id = m.profession_id`;
    case 'c':
      return sql`left join categories c on c.id = m.category_id`;
    case 'au':
      return sql`left join member_assignments ma on ma.member_id = m.id left join users au on au.id = ma.assigned_to`;
    default:
      return sql``;
  }
}
