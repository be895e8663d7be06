import type { MemberRow } from '../../db/schema';

/**
 * What a merge stores for its undo (member_merges.record, JSON): enough to put every merged
 * member back with its own records, and the kept member's fields as they were.
 */

/** The tables whose rows move to the kept member, each row `id` with its own `member_id`. */
export const MOVED_TABLES = ['followups', 'member_organizations', 'gifts', 'registrations', 'event_members'] as const;
export type MovedTable = (typeof MOVED_TABLES)[number];
export type MovedRows = Record<MovedTable, { id: number; member_id: number }[]>;

export interface AssignmentRow {
  member_id: number;
  assigned_to: number;
  created_at: string;
  assigned_at: string;
}

export type RowValues = Record<string, unknown>;

export interface MergeRecord {
  /** the kept member's fields the merge changed: [before, after] */
  keep_fields: Record<string, [unknown, unknown]>;
  /** the kept member's assignment before (null: none), and whether the merge changed it */
  keep_assignment: { before: AssignmentRow | null; changed: boolean };
  /** the merged members' rows, as they were */
  members: MemberRow[];
  assignments: AssignmentRow[];
  moved: MovedRows;
  /** event rows of merged members left out because the kept member was in the event too, and their history */
  conflicts: { event_members: RowValues[]; history: RowValues[] };
}
