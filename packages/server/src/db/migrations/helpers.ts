import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';

/** An integer primary key that the database numbers: INTEGER PRIMARY KEY on SQLite, identity on PG. */
export function withId<T extends string>(tb: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? tb.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Timestamps are TEXT 'YYYY-MM-DD HH:MM:SS' in the organisation's time zone on both engines. */
export const TS = 'text' as const;

export async function createIndex(db: Kysely<any>, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export { sql };
