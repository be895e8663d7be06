import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';

/**
 * One condition on `members m`, the unit member-filter.ts builds the filter from. It takes its
 * columns through `ref`, so the fetch plan (member-list.ts) can write one as `+m.col` on SQLite,
 * where no index serves it (docs/decisions/013).
 */
export type MemberColumn = keyof DB['members'] & string;
export type Ref = (column: MemberColumn) => RawBuilder<unknown>;

export interface Condition {
  sql: (ref: Ref) => RawBuilder<SqlBool>;
  /** The column this condition holds to one value (`col = x` or `col is null`), for the fetch plan. */
  pins?: MemberColumn;
}

export const plainRef: Ref = (column) => sql.ref(`m.${column}`);

/** `column` is one of `values`: one array parameter on PostgreSQL (SQLite has no arrays). */
export function inList(dialect: Dialect, column: MemberColumn, values: readonly (string | number)[]): Condition {
  if (values.length === 1) return { sql: (ref) => sql<SqlBool>`${ref(column)} = ${values[0]}`, pins: column };
  if (dialect === 'postgres') return { sql: (ref) => sql<SqlBool>`${ref(column)} = any(${[...values]})` };
  return { sql: (ref) => sql<SqlBool>`${ref(column)} in (${sql.join([...values])})` };
}

/** Any of `parts`. */
export function anyOf(parts: Condition[]): Condition {
  if (parts.length === 1) return parts[0];
  return { sql: (ref) => sql<SqlBool>`${sql.join(parts.map((p) => sql`(${p.sql(ref)})`), sql` or `)}` };
}

/** All of `conditions`, each in parentheses. */
export function allOf(conditions: readonly Condition[], ref: Ref): RawBuilder<SqlBool> {
  if (!conditions.length) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.join(conditions.map((c) => sql`(${c.sql(ref)})`), sql` and `)}`;
}
