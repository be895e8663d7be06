import { PENDING_SINCE_CREATED_GROUP } from '@sampark/domain/contact-group';
import { MEMBER_LIST_ROW_FIELDS, type MemberListField, type MemberListRow } from '@sampark/domain/schemas/member-filter';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import { todayText } from '../../lib/time';
import { locationLabels } from '../locations/location-labels';
import { assigneeNameOf, assigneeOf } from './member-assignments';
import { plainRef } from './member-condition';

/**
 * The members list's rows: the list-row fields (MemberListRow) as SQL, read for a page of ids
 * as JSON text built by the engine (the list) or as objects (the Excel export).
 */

/**
 * The list row (MemberListRow), field by field, as SQL on `members m`: one definition for both
 * reads, the rows as objects (the Excel export) and as JSON text (the list). The names come from
 * scalar subqueries, not joins: PostgreSQL spent ~3 ms planning the 7-table join, more than
 * running it (1.5 ms with subqueries; SQLite the same either way).
 */
function listRowColumns(dialect: Dialect, today: string): Record<MemberListField, RawBuilder<unknown>> {
  const m = (column: string) => sql.ref(`m.${column}`);
  const name = (table: string, column: string) => sql`(select t.name from ${sql.table(table)} t where t.id = ${m(column)})`;
  return {
    id: m('id'),
    source: m('source'),
    fullname: m('fullname'),
    location_id: m('location_id'),
    location: name('locations', 'location_id'),
    country: m('country'),
    state: m('state'),
    district: m('district'),
    city: m('city'),
    address: m('address'),
    dob: m('dob'),
    education: m('education'),
    mobile: m('mobile_number'),
    whatsapp: m('whatsapp'),
    email: m('email'),
    facebook_id: m('facebook_id'),
    twitter_id: m('twitter_id'),
    website: m('website'),
    profession_id: m('profession_id'),
    profession: name('professions', 'profession_id'),
    profession_description: m('profession_description'),
    category_id: m('category_id'),
    category: name('categories', 'category_id'),
    grade: m('grade'),
    how_know_us: m('how_know_us'),
    lcd: m('lcd'),
    cg: m('contact_group'),
    cs: m('last_contact_status'),
    cr: m('last_contact_response'),
    ps: m('last_participation_status'),
    pending_days: pendingDaysSql(dialect, today),
    sf: m('sf'),
    uf: m('uf'),
    assigned_to: assigneeOf(plainRef),
    assigned_to_name: assigneeNameOf(plainRef),
    output: m('output'),
    brief_intro: m('brief_intro'),
    participation: m('participation'),
    responsibility: m('can_take_responsibility'),
    adhyayan: m('study_about_responsibility'),
    vakta_info: m('vakta_info'),
    internal_remark: m('internal_remark'),
    remarks: m('remarks'),
    is_alive: m('is_alive'),
    bhav_satsang: m('bhav_satsang'),
    contact_group: m('contact_group'),
    last_contact_status: m('last_contact_status'),
    last_contact_response: m('last_contact_response'),
    last_participation_status: m('last_participation_status'),
    lastcomment: m('last_comment'),
    last_contacted_by: m('last_contacted_by'),
    last_contacted_date: m('lcd'),
    created_at: m('created_at'),
    created_by: m('created_by'),
    created_by_name: name('users', 'created_by'),
    updated_at: m('updated_at'),
    updated_by: m('updated_by'),
    updated_by_name: name('users', 'updated_by'),
  };
}

/** The columns of `fields` (every field without), `id` always first. */
function selectedColumns(dialect: Dialect, today: string, fields?: readonly MemberListField[]): [MemberListField, RawBuilder<unknown>][] {
  const all = listRowColumns(dialect, today);
  const keys = fields ? MEMBER_LIST_ROW_FIELDS.filter((f) => f === 'id' || fields.includes(f)) : MEMBER_LIST_ROW_FIELDS;
  return keys.map((f) => [f, all[f]]);
}

/**
 * The domain's pendingDays (@sampark/domain/contact-group) in SQL: days from the day the member
 * was created (while Pending, or never contacted) or last contacted, to `today`. A test holds the
 * two to the same answers. `today` is written into the statement (a 'YYYY-MM-DD' of our own
 * clock).
 */
function pendingDaysSql(dialect: Dialect, today: string) {
  const since = sql`substr(case when m.contact_group = ${sql.lit(PENDING_SINCE_CREATED_GROUP)} or m.lcd is null then m.created_at else m.lcd end, 1, 10)`;
  const day = sql.lit(today);
  return dialect === 'sqlite' ? sql`cast(julianday(${day}) - julianday(${since}) as integer)` : sql`(cast(${day} as date) - cast(${since} as date))`;
}

/** `m.id` is one of `ids`, bound as one parameter (isOneOf). */
const idIsOneOf = (dialect: Dialect, ids: readonly number[]) => isOneOf(dialect, sql.ref('m.id'), ids);

/** The row's columns as a select list, `expr as "field"`. */
export function rowSelectList(dialect: Dialect, today: string, fields?: readonly MemberListField[]) {
  return sql.join(selectedColumns(dialect, today, fields).map(([key, expr]) => sql`${expr} as ${sql.ref(key)}`));
}

/** SQLite: the row as one JSON object (on PostgreSQL, rowJsonExpr is row_to_json of rowSelectList). */
export function rowJsonObject(dialect: Dialect, today: string, fields?: readonly MemberListField[]) {
  return sql`json_object(${sql.join(selectedColumns(dialect, today, fields).map(([key, expr]) => sql`${sql.lit(key)}, ${expr}`))})`;
}

/**
 * The row of `members m` as JSON text, an expression for any statement reading `m`: SQLite's
 * json_object, or on PostgreSQL row_to_json of a one-row subquery (its json_build_object takes
 * at most 100 arguments). Both reads of the list's rows use it, by ids (memberRowsJson) and in a
 * walked page (member-list.ts); on PostgreSQL it costs what row_to_json of the whole row query
 * did (100 rows by id at 1M: 2.2-2.6 ms either way, decision 021).
 */
export function rowJsonExpr(dialect: Dialect, today: string, fields?: readonly MemberListField[]): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(select row_to_json(r)::text from (select ${rowSelectList(dialect, today, fields)}) r)`
    : sql<string>`${rowJsonObject(dialect, today, fields)}`;
}

/** The list rows of `ids` (any order) as objects with MemberListRow's keys. */
export function rowsSql(dialect: Dialect, ids: readonly number[], today: string, fields?: readonly MemberListField[]) {
  return sql<MemberListRow>`select ${rowSelectList(dialect, today, fields)} from members m where ${idIsOneOf(dialect, ids)}`;
}

export interface JsonRow {
  id: number;
  /** the member's location_id, for labelledJson */
  lid: number | null;
  j: string;
}

/**
 * The rows' JSON texts with a same-named location's label ('Adilabad (Telangana)'; issue 26,
 * locationLabels): only the rows at such a location are parsed and written again. A CASE of
 * every label in the SQL kept the JSON the engine's, but with 1,500 labels (the demo's towns
 * share many names) it cost 9 ms on SQLite and 50 ms on PostgreSQL a page of 100.
 */
export function labelledJson(rows: readonly JsonRow[], labels: LocationLabels): string[] {
  return rows.map((r) => {
    const label = r.lid == null ? undefined : labels.get(Number(r.lid));
    if (label === undefined) return r.j;
    const row = JSON.parse(r.j) as Record<string, unknown>;
    if (!('location' in row)) return r.j;
    row.location = label;
    return JSON.stringify(row);
  });
}

/** The labels of same-named locations (locationLabels); the others are listed by their name. */
export type LocationLabels = ReadonlyMap<number, string>;

/** The list rows of `ids`, in the order of `ids`. */
export async function memberRowsByIds(db: Db, dialect: Dialect, ids: readonly number[]): Promise<MemberListRow[]> {
  if (!ids.length) return [];
  const { rows } = await rowsSql(dialect, ids, todayText()).execute(db);
  const labels = await locationLabels(db);
  const byId = new Map(rows.map((r) => [r.id, { ...r, location: labels.get(Number(r.location_id)) ?? r.location }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The list rows of `ids` as one JSON array text, in the order of `ids`. */
export async function memberRowsJson(db: Db, dialect: Dialect, ids: readonly number[], fields?: readonly MemberListField[]): Promise<string> {
  if (!ids.length) return '[]';
  // JSON text built by the engine, sent as it comes: no row objects in JavaScript and no
  // JSON.stringify, which at 100 rows x 58 fields cost more than the SQL did (decision 013)
  const query = sql<JsonRow>`select m.id, m.location_id as lid, ${rowJsonExpr(dialect, todayText(), fields)} as j from members m where ${idIsOneOf(dialect, ids)}`;
  const { rows } = await query.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return `[${labelledJson(ordered, ordered.length ? await locationLabels(db) : new Map()).join(',')}]`;
}
