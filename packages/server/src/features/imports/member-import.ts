import { NO_CONTACT } from '@sampark/domain/contact-group';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import { callingCodeOf, duplicateMembersMessage, memberCreateSchema, memberFullname } from '@sampark/domain/schemas/members';
import type { Db, Dialect } from '../../db/connect';
import { insertRows } from './bulk-write';
import { ASSIGNEE_NOT_ALLOWED } from '../../shared/members/member-record-rules';
import { subUsersOf } from '../../shared/users/sub-users';
import type { Cell } from './cells';
import { memoSchema } from './memo-schema';
import { importPhoneNorm } from './phone-norm';
import { type CheckedRow, formValues, givenFields, givenValues, type ImportSpec, onlyEmpty, type Problem, problemsOf, realChanges } from './import-kind';

/**
 * The members import (seed 000 `/import`, roles 1-2; the help page's bulk-entry template): each
 * row is checked with the Add New form's schema and messages; profession and category are given
 * by name (the template's lists) or id. A row whose number one member has is skipped, updates
 * that member, or fills its empty fields, as the user chose; new members are placed at the
 * chosen Jila unless the row names a location_id, and are left unassigned
 * (docs/decisions/035-import-design.md).
 */

interface MemberLookups {
  professions: Named;
  categories: Named;
  locations: Set<number>;
  assignable: Set<number>;
  /** the Add New form's schema, remembering its fields' values for this upload */
  schema: typeof memberCreateSchema;
}

interface Named {
  byName: Map<string, number>;
  ids: Set<number>;
}

async function named(db: Db, table: 'professions' | 'categories'): Promise<Named> {
  const rows = await db.selectFrom(table).select(['id', 'name_key']).execute();
  return { byName: new Map(rows.map((r) => [r.name_key, r.id])), ids: new Set(rows.map((r) => r.id)) };
}

/** A cell naming a record by name or id: its id, or a problem. Blank stays blank. */
function idOf(cell: Cell, list: Named, column: string): number | null | Problem {
  if (cell === null) return null;
  const text = String(cell).trim();
  const id = /^\d+$/.test(text) ? Number(text) : list.byName.get(text.toLowerCase());
  return id !== undefined && list.ids.has(id) ? id : { column, message: CHOOSE_FROM_LIST };
}

const isProblem = (x: unknown): x is Problem => typeof x === 'object' && x !== null && 'message' in x;

function numbers(m: Record<string, unknown>) {
  const code = callingCodeOf(m.mobile_country_code as string | null, m.country as string | null);
  return { mobile_norm: importPhoneNorm(m.mobile_number as string | null, code), whatsapp_norm: importPhoneNorm(m.whatsapp as string | null, code) };
}

const PHONE_INPUTS = ['mobile_number', 'whatsapp', 'mobile_country_code', 'country'];

/**
 * The assignee is not a column of members (migration 012: member_assignments, no row =
 * unassigned). A new member's row may name one; an existing member's assignee is not changed by
 * an import (the list's Assign does that).
 */
function withoutAssignee(value: Record<string, unknown>): Record<string, unknown> {
  const { assigned_to: _, ...rest } = value;
  return rest;
}

async function writeAssignees(db: Db, dialect: Dialect, created: { id: number; row: CheckedRow }[], now: string) {
  const rows = created
    .filter((c) => c.row.value.assigned_to != null)
    .map((c) => ({ member_id: c.id, assigned_to: c.row.value.assigned_to, created_at: now, assigned_at: now }));
  await insertRows(db, dialect, 'member_assignments', ['member_id', 'assigned_to', 'created_at', 'assigned_at'], rows);
}

export const memberImport: ImportSpec<MemberLookups> = {
  kind: 'members',
  table: 'members',

  async lookups(db, ctx) {
    const locations = await db.selectFrom('locations').select('id').execute();
    return {
      professions: await named(db, 'professions'),
      categories: await named(db, 'categories'),
      locations: new Set(locations.map((l) => l.id)),
      assignable: new Set((await subUsersOf(db, ctx.user)).map((u) => u.id)),
      schema: memoSchema(memberCreateSchema),
    };
  },

  check(values, ctx, lookups) {
    const input = formValues(values);
    const profession = idOf(values.profession_id ?? null, lookups.professions, 'profession_id');
    const category = idOf(values.category_id ?? null, lookups.categories, 'category_id');
    const problems = [profession, category].filter(isProblem);
    if (!isProblem(profession)) input.profession_id = profession;
    if (!isProblem(category)) input.category_id = category;
    input.location_id ??= ctx.jila.id;
    const parsed = lookups.schema.safeParse(input);
    if (!parsed.success) problems.push(...problemsOf(parsed.error).filter((p) => !problems.some((q) => q.column === p.column)));
    if (parsed.success && parsed.data.location_id !== null && !lookups.locations.has(parsed.data.location_id)) {
      problems.push({ column: 'location_id', message: CHOOSE_FROM_LIST });
    }
    if (parsed.success && parsed.data.assigned_to !== null && !lookups.assignable.has(parsed.data.assigned_to)) {
      problems.push({ column: 'assigned_to', message: ASSIGNEE_NOT_ALLOWED });
    }
    if (problems.length || !parsed.success) return problems;
    const value: Record<string, unknown> = { ...parsed.data };
    const mobileNorm = numbers(value).mobile_norm ?? parsed.data.mobile_number;
    return { value, given: givenFields(values), mobileNorm, mobileText: parsed.data.mobile_number };
  },

  decide(row, own, _others, ctx) {
    if (own.length === 0) return { action: 'create' };
    if (ctx.duplicates === 'skip') return { action: 'skip', id: own[0].id };
    if (own.length > 1) return { action: 'refuse', problem: { column: 'mobile_number', message: duplicateMembersMessage(own.length, row.mobileText) } };
    return { action: 'update', id: own[0].id };
  },

  writeLinks: writeAssignees,

  newFields(v, ctx) {
    const code = callingCodeOf(v.mobile_country_code as string | null, v.country as string | null);
    return {
      // not a column (writeAssignees)
      assigned_to: undefined,
      mobile_country_code: v.mobile_country_code ?? callingCodeOf(null, v.country as string),
      fullname: memberFullname(v),
      mobile_norm: importPhoneNorm(v.mobile_number as string | null, code),
      whatsapp_norm: importPhoneNorm(v.whatsapp as string | null, code),
      location_id: v.location_id ?? ctx.jila.id,
    };
  },

  newShared: (ctx, now) => ({ ...NO_CONTACT, created_at: now, created_by: ctx.user.id, updated_at: now, updated_by: ctx.user.id }),

  changesOf(row, before, ctx) {
    const given = withoutAssignee(givenValues(row));
    const patch = ctx.duplicates === 'fill' ? onlyEmpty(before, given) : given;
    const after = { ...before, ...patch };
    const derived: Record<string, unknown> = {};
    if ('firstname' in patch || 'lastname' in patch) derived.fullname = memberFullname(after);
    if (PHONE_INPUTS.some((f) => f in patch)) Object.assign(derived, numbers(after));
    return realChanges(before, { ...patch, ...derived });
  },

  derived: (m) => ({ fullname: memberFullname(m), ...numbers(m) }),
};
