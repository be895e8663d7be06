import { phoneCodeOf } from '@sampark/domain/geo/places';
import { DEFAULT_COUNTRY_CODE } from '@sampark/domain/options/reference';
import type { DuplicateRow } from '@sampark/domain/schemas/member-answers';
import { phoneNorm } from '@sampark/domain/schemas/members';
import type { Db } from '../../db/connect';
import { labelledWithoutId } from '../locations/location-labels';

/** A duplicate-check row (seed 001 §3): nothing else of the matched member is shown. */
export type { DuplicateRow };

/** How a seeker shows in a duplicate alert (the members' duplicate-check row, source 'Seeker'). */
export const SEEKER_SOURCE = 'Seeker';

/** Enough for the alert; a number shared by more members than this is a data problem anyway. */
const MAX_MATCHES = 100;

/** `country` as the check's query gives it: a calling code ('91', '+91') or a country name. */
export function callingCodeOfParam(country: string | undefined): string {
  const text = (country ?? '').trim();
  if (/^\+?\d{1,4}$/.test(text)) return text.replace('+', '');
  return phoneCodeOf(text) ?? DEFAULT_COUNTRY_CODE;
}

/**
 * Members whose mobile or WhatsApp number is the same number as `raw`, however either was
 * written, across the whole organisation (docs/api-conventions.md#duplicates), oldest first.
 */
export async function findDuplicates(db: Db, raw: string, callingCode: string): Promise<DuplicateRow[]> {
  const national = phoneNorm(raw, callingCode);
  if (!national) return [];
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select(['m.id', 'm.source', 'm.fullname', 'm.location_id', 'l.name as location', 'u.name as created_by', 'm.created_at'])
    .where((eb) => eb.or([eb('m.mobile_norm', '=', national), eb('m.whatsapp_norm', '=', national)]))
    .orderBy('m.id')
    .limit(MAX_MATCHES)
    .execute();
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  return labelledWithoutId(db, rows);
}

/**
 * What a seeker's save refuses (docs/decisions/028, 033): the members with that number, then the
 * seekers other than `exceptSeeker` (the one being edited), source 'Seeker'.
 */
export async function findDuplicatesWithSeekers(db: Db, raw: string, callingCode: string, exceptSeeker?: number): Promise<DuplicateRow[]> {
  const national = phoneNorm(raw, callingCode);
  if (!national) return [];
  const members = await findDuplicates(db, raw, callingCode);
  return [...members, ...(await findSeekerDuplicates(db, national, exceptSeeker))];
}

/** Seekers other than `exceptId` whose mobile or WhatsApp is the national number `national`, oldest first. */
export async function findSeekerDuplicates(db: Db, national: string, exceptId?: number): Promise<DuplicateRow[]> {
  let q = db
    .selectFrom('seekers as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select((eb) => ['s.id', eb.val(SEEKER_SOURCE).as('source'), 's.fullname', 's.location_id', 'l.name as location', 'u.name as created_by', 's.created_at'])
    .where((eb) => eb.or([eb('s.mobile_norm', '=', national), eb('s.whatsapp_norm', '=', national)]))
    .orderBy('s.id')
    .limit(MAX_MATCHES);
  if (exceptId !== undefined) q = q.where('s.id', '<>', exceptId);
  return (await labelledWithoutId(db, await q.execute())) as DuplicateRow[];
}
