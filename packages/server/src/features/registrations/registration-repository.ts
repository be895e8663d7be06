import { FINAL_APPROVED } from '@sampark/domain/options/events';
import { REGISTRATION_FIELDS, registrationFullname, type RegistrationValues } from '@sampark/domain/schemas/registrations';
import { CANCELLED } from '@sampark/domain/schemas/registrations-list';
import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { AuthUser } from '../../http/auth-user';
import { nowText } from '../../lib/time';
import { memberScopeOf, scopeCondition } from '../../shared/members/member-scope';

/**
 * The registrations table as the form writes and reads it (seed 002 §3). Functions take the
 * database or a transaction first. The list, passes and check-in read the same rows
 * (registrations-list.ts, pass.ts).
 */

const FORM_COLUMNS = REGISTRATION_FIELDS;
const RECORD_COLUMNS = ['id', 'event_id', 'member_id', 'status', ...FORM_COLUMNS] as const;

export interface NewRegistration {
  event_id: number;
  /** null: the registrant is no member and comes with none */
  member_id: number | null;
  values: RegistrationValues;
  userId: number | null;
}

export async function insertRegistration(db: Db, r: NewRegistration): Promise<number> {
  const now = nowText();
  const { id } = await db
    .insertInto('registrations')
    .values({
      ...r.values,
      event_id: r.event_id,
      member_id: r.member_id,
      fullname: registrationFullname(r.values),
      created_by: r.userId,
      created_at: now,
      updated_by: r.userId,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRegistration(db: Db, id: number, values: RegistrationValues, userId: number | null): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ ...values, fullname: registrationFullname(values), updated_by: userId, updated_at: nowText() })
    .where('id', '=', id)
    .execute();
}

/** A registration as the form shows it: its event, member, status and every field of the form. */
export async function findRegistration(db: Db, id: number) {
  return db.selectFrom('registrations').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type RegistrationRecord = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

/** The member's own registration (as a delegate) of the event that is not cancelled, other than `exceptId`. */
export async function findDelegateRegistration(db: Db, eventId: number, memberId: number, exceptId?: number) {
  return db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .where('relationship', '=', RELATIONSHIP_DELEGATE)
    .where('status', '<>', CANCELLED)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

/** Another delegate registration (not cancelled) of the event with this mobile number, other than `exceptId`. */
export async function findDelegateByMobile(db: Db, eventId: number, mobile: string, exceptId?: number) {
  return db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('mobile_number', '=', mobile)
    .where('relationship', '=', RELATIONSHIP_DELEGATE)
    .where('status', '<>', CANCELLED)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

/** Which of `memberIds` are the event's Final Approved members the user may see, in the order asked. */
export async function invitedInReach(db: Db, dialect: Dialect, user: AuthUser, eventId: number, memberIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('event_members as em')
    .innerJoin('members as m', 'm.id', 'em.member_id')
    .select('em.member_id')
    .where('em.event_id', '=', eventId)
    .where('em.status', '=', FINAL_APPROVED)
    .where(isOneOf(dialect, sql.ref('em.member_id'), memberIds))
    .where(scopeCondition(await memberScopeOf(db, user)) as never)
    .execute();
  const found = new Set(rows.map((r) => r.member_id));
  return memberIds.filter((id) => found.has(id));
}
