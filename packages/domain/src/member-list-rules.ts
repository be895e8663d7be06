/**
 * The members list's own rules (seed 000 §2 "Members List screen", "Bulk dialogs", §4, §5, §8,
 * §9; seed 001 "Members bulk-edit screen", §9). Pure functions, so the screens and their tests
 * share one statement of each rule.
 */

/** Members list page sizes (seed 000 §9): 100 by default, no 'All'. */
export const MEMBER_LIST_PAGE_SIZES = [100, 200, 300, 500, 1000] as const;
/** The bulk-edit screen's page sizes (seed 001 §9). */
export const BULK_EDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const EDIT_MODE_PAGE_SIZE = 10;

/** The Edit toggle: on shows checkboxes with 10 rows a page, off goes back to 100 (seed 000 §4). */
export function pageSizeForEditMode(editMode: boolean): number {
  return editMode ? EDIT_MODE_PAGE_SIZE : DEFAULT_PAGE_SIZE;
}

// ---- bulk dialogs ---------------------------------------------------------------------------

/** What the Delete dialog's count field shows while the typed count is wrong (seed 000 §5). */
export const MISMATCH = 'Mismatch';

/** Delete is enabled only when the typed text is exactly the number of records. */
export function deleteCountMatches(typed: string, count: number): boolean {
  return count > 0 && typed.trim() === String(count);
}

/** The count field's error: none while empty (nothing typed yet), 'Mismatch' for any other wrong text. */
export function deleteCountError(typed: string, count: number): string | null {
  if (typed.trim() === '' || deleteCountMatches(typed, count)) return null;
  return MISMATCH;
}

/** Assign: Update stays disabled until an assignee is chosen ('Unassigned', id 0, is a choice). */
export function canAssign(assignee: number | null | undefined): boolean {
  return assignee !== null && assignee !== undefined && Number.isInteger(assignee) && assignee >= 0;
}

/** The fields of the bulk Edit dialog (seed 000 §2); a blank field leaves the members' value. */
export interface BulkEditFields {
  profession_id?: number | null;
  profession_description?: string | null;
  category_id?: number | null;
  grade?: string | null;
  output?: readonly string[] | null;
}

function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Edit: Update stays disabled until at least one field is set. */
export function bulkEditHasChanges(fields: BulkEditFields): boolean {
  return Object.values(fields).some(isSet);
}

/** Success of any bulk action: '{count} {message}' with the server's count and message (seed 000 §8). */
export function bulkSuccessText(count: number, message: string): string {
  return `${count} ${message}`;
}

export function bulkFailureText(message: string): string {
  return `Member updation failed. Error message: ${message}`;
}

// ---- filter dialog ---------------------------------------------------------------------------

/**
 * Profession, category and grade offer 'Unassigned' (seed 000 §3, §5). Choosing it replaces the
 * whole selection with Unassigned only. Choosing another value while Unassigned is selected drops
 * Unassigned: "has no profession" and "has this profession" together would match nothing useful.
 */
export function applyUnassignedRule<T>(previous: readonly T[], next: readonly T[], unassigned: T): T[] {
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes(unassigned)) return [unassigned];
  if (next.includes(unassigned) && next.length > 1) return next.filter((v) => v !== unassigned);
  return [...next];
}

/** The followup action needs exactly one selected row (seed 000 §2). */
export function canFollowup(selectedCount: number): boolean {
  return selectedCount === 1;
}
