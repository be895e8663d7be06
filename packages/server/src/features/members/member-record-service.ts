import { NO_CONTACT } from '@sampark/domain/contact-group';
import { ROLES } from '@sampark/domain/roles';
import { ADMIN_TAB_FIELDS, BRIEF_INTRO_REQUIRED, callingCodeOf, isMemberEditSave, memberFullname, missingEditFields, type MemberUpdateInput, NO_CHANGES_MESSAGE, PARTICIPATION_REQUIRED, phoneNorm, SEEKERSHIP_FIELDS, UPDATE_INFO_FIELDS } from '@sampark/domain/schemas/members';
import type { Db } from '../../db/connect';
import type { MemberRow, MemberUpdate, NewMember } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { forbidden, HttpError, validationError, type FieldErrors } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { type DuplicateRow, findDuplicates } from '../../shared/members/duplicates-repository';
import { findMember, insertMemberRow, type MemberRecord, type MemberValues, updateMemberRow } from './member-record-repository';
import { checkAssignee, checkCategory, checkLocation, checkProfession, chooseMemberLocation } from '../../shared/members/member-record-rules';
import { assertMemberVisible } from '../../shared/members/member-scope';

/** Saving a member: the edit (PUT api/members/{id}) and the two create forms (docs/decisions/010-member-record.md). */

export const ADMIN_FIELDS_FORBIDDEN = 'You are not allowed to change the location, assignment or category of a member.';

type Field = keyof MemberUpdateInput;

const onlyOf = (keys: string[], allowed: readonly string[]) => keys.length > 0 && keys.every((k) => allowed.includes(k));
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * PUT api/members/{id}. The body is any subset of the member fields; the detail screen may send
 * the record back whole, so Admin-tab fields that do not change are ignored even for role 5.
 * Returns false when nothing changed.
 */
export async function updateMember(db: Db, user: ScopeUser, id: number, body: MemberUpdateInput): Promise<boolean> {
  await assertMemberVisible(db, user, id);
  const before = (await findMember(db, id))!;
  const patch: MemberValues<MemberUpdate> = { ...body };
  for (const f of ADMIN_TAB_FIELDS) {
    if (patch[f] === undefined || same(patch[f], before[f])) delete patch[f];
    // role 5 chooses the category on Add New, so it may fill a missing one, which member edit requires
    else if (user.role === ROLES.sevak && !(f === 'category_id' && before.category_id == null)) throw forbidden(ADMIN_FIELDS_FORBIDDEN);
  }
  const keys = Object.keys(body);
  if (onlyOf(keys, UPDATE_INFO_FIELDS)) requireUpdateInfo(body);
  if (isMemberEditSave(keys)) requireEditFields({ ...before, ...patch });
  await checkLinks(db, user, patch);
  Object.assign(patch, derivedFields(before, patch));
  const changes = diffFields(pick(before, Object.keys(patch)), patch);
  if (Object.keys(changes).length === 0) {
    // the Sangathanatmak Rachana view's save answers this (seed 000 §5); other saves are a no-op
    if (onlyOf(keys, SEEKERSHIP_FIELDS)) throw new HttpError(422, NO_CHANGES_MESSAGE);
    return false;
  }
  await updateMemberRow(db, id, { ...patch, updated_at: nowText(), updated_by: user.id });
  await recordAudit(db, { table: 'members', recordId: id, action: 'update', changes, userId: user.id });
  return true;
}

/** The events screen's update-info dialog sends exactly these two, and both are a must (seed 002 §5). */
function requireUpdateInfo(body: MemberUpdateInput) {
  const errors: FieldErrors = {};
  if (!body.brief_intro) errors.brief_intro = [BRIEF_INTRO_REQUIRED];
  if (!body.participation) errors.participation = [PARTICIPATION_REQUIRED];
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Category and profession of the record as saved, whichever tab was saved (seed 001 §5, issue 26). */
function requireEditFields(after: Partial<MemberRow>) {
  const missing = Object.entries(missingEditFields(after));
  if (missing.length) throw validationError(Object.fromEntries(missing.map(([field, message]) => [field, [message]])));
}

async function checkLinks(db: Db, user: ScopeUser, patch: MemberValues<MemberUpdate>) {
  if (patch.profession_id !== undefined) await checkProfession(db, patch.profession_id);
  if (patch.category_id !== undefined) await checkCategory(db, patch.category_id);
  if (patch.location_id != null) await checkLocation(db, user, patch.location_id);
  if (patch.assigned_to !== undefined) await checkAssignee(db, user, patch.assigned_to);
}

/** fullname and the normalised numbers follow the fields they come from. */
function derivedFields(before: Partial<MemberRow>, patch: MemberValues<MemberUpdate>): MemberUpdate {
  const after = { ...before, ...patch };
  const out: MemberUpdate = {};
  if (patch.firstname !== undefined || patch.lastname !== undefined) out.fullname = memberFullname(after);
  const phoneInputs: Field[] = ['mobile_number', 'whatsapp', 'mobile_country_code', 'country'];
  if (phoneInputs.some((f) => patch[f] !== undefined)) {
    const code = callingCodeOf(after.mobile_country_code, after.country);
    out.mobile_norm = phoneNorm(after.mobile_number, code);
    out.whatsapp_norm = phoneNorm(after.whatsapp, code);
  }
  return out;
}

function pick(row: MemberRecord, keys: string[]): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, r[k]]));
}

// ---- create ------------------------------------------------------------------------------------

/** A validated create body (MemberCreateInput or quick entry's): member columns only. */
export type NewMemberFields = Partial<Omit<NewMember, 'fullname' | 'location_id' | 'created_at' | 'updated_at'>> & {
  firstname: string;
  lastname: string;
  mobile_number: string;
  country: string;
  location_id?: number | null;
  assigned_to?: number | null;
};

export type CreateResult = { id: number } | { duplicates: DuplicateRow[]; number: string };

/**
 * Add New and quick entry. The mobile number must be new to the whole organisation; with no
 * location the member is placed by its state/district (member-record-rules.ts) and with no
 * assignee it is assigned to its creator.
 */
export async function createMember(db: Db, user: ScopeUser, fields: NewMemberFields): Promise<CreateResult> {
  const code = callingCodeOf(fields.mobile_country_code, fields.country);
  const duplicates = await findDuplicates(db, fields.mobile_number, code);
  if (duplicates.length) return { duplicates, number: fields.mobile_number };
  await checkProfession(db, fields.profession_id);
  await checkCategory(db, fields.category_id);
  if (fields.location_id != null) await checkLocation(db, user, fields.location_id);
  if (fields.assigned_to != null) await checkAssignee(db, user, fields.assigned_to);
  const now = nowText();
  const values: MemberValues<NewMember> = {
    ...fields,
    mobile_country_code: fields.mobile_country_code ?? code,
    fullname: memberFullname(fields),
    mobile_norm: phoneNorm(fields.mobile_number, code),
    whatsapp_norm: phoneNorm(fields.whatsapp, code),
    location_id: fields.location_id ?? (await chooseMemberLocation(db, user, fields)),
    assigned_to: fields.assigned_to ?? user.id,
    ...NO_CONTACT,
    created_at: now,
    created_by: user.id,
    updated_at: now,
    updated_by: user.id,
  };
  const id = await insertMemberRow(db, values);
  const { created_at: _c, updated_at: _u, ...audited } = values;
  await recordAudit(db, { table: 'members', recordId: id, action: 'create', changes: diffFields({}, audited), userId: user.id });
  return { id };
}
