import { phoneNorm } from '@sampark/domain/schemas/members';
import {
  canonicalSeekerPlace,
  seekerCallingCode,
  seekerFullname,
  type SeekerInput,
  seekerPlaceIssue,
  type SeekerUpdateInput,
} from '@sampark/domain/schemas/seekers';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import type { Db } from '../../db/connect';
import type { NewSeeker, SeekerRow, SeekerUpdate } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { fieldError } from '../../http/errors';
import { type Changes, diffFields, recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { type DuplicateRow, findDuplicatesWithSeekers } from '../../shared/members/duplicates-repository';
import { deleteSeekerRow, findSeeker, insertSeeker, professionNames, updateSeekerRow } from './seeker-repository';
import { seekerLocationFor } from './seeker-scope';

/**
 * Saving seekers (POST, PUT, DELETE api/seekers): the rules the schema cannot check (professions
 * exist, the duplicate check, the place and its scope), the derived columns, the audit row — all
 * in the caller's transaction. The caller has already checked the seeker is in scope (pathRecord).
 */

type Caller = Pick<AuthUser, 'id' | 'role'>;
export type SaveResult = { id: number } | { duplicates: DuplicateRow[]; number: string };

export async function createSeeker(db: Db, user: Caller, input: SeekerInput): Promise<SaveResult> {
  const fields = { ...input, profession: await checkedProfessions(db, input.profession) };
  const duplicates = await findDuplicatesWithSeekers(db, fields.mobile_number, callingCodeOf(fields));
  if (duplicates.length) return { duplicates, number: fields.mobile_number };
  const now = nowText();
  const values: NewSeeker = {
    ...fields,
    ...derivedColumns(fields),
    location_id: await seekerLocationFor(db, user, fields),
    created_by: user.id,
    created_at: now,
    updated_by: user.id,
    updated_at: now,
  };
  const id = await insertSeeker(db, values);
  const { created_at: _c, updated_at: _u, ...audited } = values;
  await recordAudit(db, { table: 'seekers', recordId: id, action: 'create', changes: diffFields({}, audited), userId: user.id });
  return { id };
}

/** PUT: the fields sent replace the stored ones; the place rule and the duplicate check see the result. */
export async function updateSeeker(db: Db, user: Caller, id: number, body: SeekerUpdateInput): Promise<SaveResult> {
  const before = (await findSeeker(db, id))!;
  const patch: SeekerUpdate = { ...body };
  if (body.profession !== undefined) patch.profession = await checkedProfessions(db, body.profession);
  const after = { ...before, ...patch };
  if (['country', 'state', 'district'].some((f) => f in body)) {
    const issue = seekerPlaceIssue(after);
    if (issue) throw fieldError(issue.path, issue.message);
    Object.assign(patch, canonicalSeekerPlace(after.country ?? '', after.state, after.district));
  }
  if (['mobile_country_code', 'country'].some((f) => f in body)) patch.mobile_country_code = seekerCallingCode(after.mobile_country_code, after.country);
  Object.assign(patch, derivedColumns({ ...before, ...patch }));
  // seed 001 §5: the duplicate check runs when the mobile number changes
  if (patch.mobile_norm !== before.mobile_norm && after.mobile_number) {
    const duplicates = await findDuplicatesWithSeekers(db, after.mobile_number, callingCodeOf({ ...before, ...patch }), id);
    if (duplicates.length) return { duplicates, number: after.mobile_number };
  }
  if ('state' in patch && (patch.state !== before.state || patch.district !== before.district)) {
    patch.location_id = await seekerLocationFor(db, user, { state: patch.state ?? null, district: patch.district ?? null });
  }
  const changes = diffFields(pick(before, Object.keys(patch)), patch);
  if (Object.keys(changes).length) {
    await updateSeekerRow(db, id, { ...patch, updated_by: user.id, updated_at: nowText() });
    await recordAudit(db, { table: 'seekers', recordId: id, action: 'update', changes, userId: user.id });
  }
  return { id };
}

export async function deleteSeeker(db: Db, user: Caller, id: number): Promise<void> {
  const before = (await findSeeker(db, id))!;
  await deleteSeekerRow(db, id);
  const changes: Changes = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, [v, null]]));
  await recordAudit(db, { table: 'seekers', recordId: id, action: 'delete', changes, userId: user.id });
}

const callingCodeOf = (s: Partial<SeekerRow>) => seekerCallingCode(s.mobile_country_code, s.country) ?? '';

/** fullname and the normalised numbers follow the fields they come from. */
function derivedColumns(s: Partial<SeekerRow>) {
  return {
    fullname: seekerFullname(s),
    mobile_norm: phoneNorm(s.mobile_number, callingCodeOf(s)),
    whatsapp_norm: phoneNorm(s.whatsapp, callingCodeOf(s)),
  };
}

/** Profession names from the professions table, in its spelling; an unknown one is a 422. */
async function checkedProfessions(db: Db, joined: string | null): Promise<string | null> {
  if (!joined) return null;
  const names = await professionNames(db, joined.split(','));
  if (names.some((n) => n === undefined)) throw fieldError('profession', CHOOSE_FROM_LIST);
  return [...new Set(names)].join(',');
}

function pick(row: SeekerRow, keys: string[]): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, r[k]]));
}
