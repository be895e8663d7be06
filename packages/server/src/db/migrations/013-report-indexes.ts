import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { createIndex } from './helpers';

/*
 * Two reports read every member on SQLite at 1M (issue 17; docs/decisions/041-member-reports.md):
 * memberstats Contact Status and the District Report group by columns no index held, so SQLite
 * scanned the table and sorted 1M keys (it has no hash aggregate): 1.0-1.2 s and 2-4 s. These
 * indexes hold the grouped columns first and location_id last, so the admin's report (all but
 * ToBeDeleted) walks one index in group order without sorting (0.25 s and 0.4 s).
 * SQLite only: PostgreSQL answers both by hashing in 0.2-0.3 s, and there every index of
 * `members` costs each bulk action (decision 040). SQLite updates an index only when an UPDATE
 * sets one of its columns, so bulk Assign, Profession, Category, Grade and Output never touch
 * these; a move of location does. A followup sets contact_group and the last_* columns: it
 * updates both (bench/README.md "Reports": about +0.2 ms per followup).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await createIndex(db, 'members_report_contact_idx', 'members', ['last_contact_status', 'last_contact_response', 'last_participation_status']);
  await createIndex(db, 'members_report_place_idx', 'members', ['country', 'state', 'district', 'contact_group']);
}
