import type { Writable } from 'node:stream';
import type { UserAccessFilter } from '@sampark/domain/schemas/other-reports';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx-writer';
import { userAccessQuery, userAccessRows } from './user-report';
import { userScopeOf, userScopeSql } from './user-report-scope';

const ROWS_PER_READ = 1000;
const COLUMNS = [
  { header: 'ID', key: 'id', width: 8 },
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Mobile', key: 'mobile_no', width: 14 },
  { header: 'Role', key: 'role_name', width: 16 },
  { header: 'Active', key: 'active', width: 8 },
  { header: 'Locations', key: 'locations', width: 40 },
  { header: 'Last Login', key: 'last_login_date', width: 20, type: 'datetime' },
  { header: 'Days Since', key: 'days_since', width: 12 },
] as const;

/**
 * users.xlsx (seed 002 §2 "User Access Report", docs/api-conventions.md#exports-and-files): every user of the report's
 * filter, in its order, streamed a chunk of rows at a time.
 */
async function* userSlices(db: Db, dialect: Dialect, user: ScopeUser, filter: UserAccessFilter): AsyncGenerator<XlsxCell[][]> {
  const base = userAccessQuery(db, dialect, userScopeSql(dialect, await userScopeOf(db, user)), filter);
  for (let skip = 0; ; skip += ROWS_PER_READ) {
    const rows = await userAccessRows(db, dialect, base, skip, ROWS_PER_READ);
    yield rows.map((r) => COLUMNS.map((c) => (c.key === 'active' ? (r.active ? 'Yes' : 'No') : r[c.key])));
    if (rows.length < ROWS_PER_READ) break;
  }
}

export async function writeUsersWorkbook(db: Db, dialect: Dialect, user: ScopeUser, filter: UserAccessFilter, out: Writable): Promise<void> {
  await writeXlsx(out, [{ name: 'Users', columns: COLUMNS, rows: userSlices(db, dialect, user, filter) }]);
}
