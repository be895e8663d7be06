import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { TS, createIndex, withId } from './helpers';

/*
 * Spreadsheet imports of seekers and members (issue 15, docs/decisions/035-import-design.md).
 * - imports: one row per upload, dry run or import: who, when, which file, the counts, and the
 *   progress any app server can read while the upload is processed (`progress_key`, chosen by
 *   the browser before it knows the id). A dry run stays `checked` and is removed after a day.
 * - import_rows: what an import did to each record ('create', or 'update' with the fields'
 *   old and new values as JSON), so a revert removes what it created and restores what it changed.
 * - import_refusals: each refused row with its problems and its cells as read, for the
 *   downloadable sheet of refused rows.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('imports'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
    .addColumn('duplicates', 'text')
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('headers', 'text')
    .addColumn('progress_key', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .addColumn('updated_at', TS, (c) => c.notNull())
    .addColumn('reverted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reverted_at', TS)
    .execute();
  await createIndex(db, 'imports_kind_created_idx', 'imports', ['kind', 'created_at']);
  await createIndex(db, 'imports_progress_key_idx', 'imports', ['progress_key']);

  await withId(db.schema.createTable('import_rows'), dialect)
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .execute();
  await createIndex(db, 'import_rows_import_idx', 'import_rows', ['import_id', 'action', 'record_id']);

  await withId(db.schema.createTable('import_refusals'), dialect)
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('problems', 'text', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'import_refusals_import_idx', 'import_refusals', ['import_id', 'row_number']);
}
