import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import type { RegistrationPrefill } from '@sampark/domain/schemas/registration-calls';
import { registrationWindowIssues } from '@sampark/domain/schemas/registration-windows';
import {
  ALREADY_REGISTERED,
  LINK_NOT_VALID,
  MOBILE_ALREADY_REGISTERED,
  REGISTERED_BY_FORM,
  REGISTRATION_NOT_FOUND,
  type RegistrationCreate,
  type RegistrationValues,
  sharesMobileFreely,
} from '@sampark/domain/schemas/registrations';
import { EVENT_MESSAGES } from '@sampark/domain/schemas/events';
import { CANCELLED } from '@sampark/domain/schemas/registrations-list';
import { type Kysely, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError, type FieldErrors, notFound, validationError } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import { nowText, todayText } from '../../lib/time';
import { appendHistory } from '../../shared/events/event-history';
import { MEMBER_NOT_FOUND, memberVisibleTo } from '../../shared/members/member-scope';
import { passKeyOf, passUrlOf } from './pass';
import { checkinCodeOf } from './pass-code';
import { findPublicEvent, invitedMemberPrefill, isInvited } from './public-lookups';
import { editLinkPath, verifyLinkToken } from './registration-links';
import { findDelegateByMobile, findDelegateRegistration, findRegistration, insertRegistration, updateRegistration } from './registration-repository';

/**
 * Saving the registration form (seed 002 §4 "Registration form", §5; issue 16 "Registering sets
 * registered"). One way through for the public and the staff calls: the rules that need the
 * database (the profession, the date windows of the event, one delegate registration per member),
 * then the row, its audit, and — when the registrant is the member — the event member's
 * `registered` with its history row, all in one transaction.
 */

export interface EventDates {
  id: number;
  date_from: string;
  date_to: string | null;
}

/** What a save answers: the new or changed registration, its edit link and its pass. */
export interface SavedRegistration {
  id: number;
  edit_url: string;
  pass_url: string;
}

async function checkProfession(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('professions').select('id').where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  if (!row) throw fieldError('profession_id', CHOOSE_FROM_LIST);
}

/** The windows of seed 002 §5, measured from the event and the organisation's today. */
function checkWindows(values: RegistrationValues, event: EventDates): void {
  const issues = registrationWindowIssues(values, { event, today: todayText() });
  if (!issues.length) return;
  const errors: FieldErrors = {};
  for (const i of issues) (errors[i.path] ??= []).push(i.message);
  throw validationError(errors);
}

/** The registrant is the member themself: a delegate registration with a member. */
const isMembersOwn = (relationship: number, memberId: number | null): memberId is number => relationship === RELATIONSHIP_DELEGATE && memberId !== null;

/** One delegate registration per member and event; PostgreSQL serialises two at once on the member's row. */
async function checkNotRegistered(db: Db, dialect: Dialect, eventId: number, memberId: number, exceptId?: number): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
  if (await findDelegateRegistration(db, eventId, memberId, exceptId)) throw fieldError('relationship', ALREADY_REGISTERED);
}

/**
 * One delegate per event and mobile number (issue 26 item 11). Two submits at once must not both
 * pass: PostgreSQL serialises them on a transaction lock of the (event, number) pair; SQLite
 * writes one transaction at a time. No unique index: older data may hold such pairs already.
 */
async function checkMobileFree(db: Db, dialect: Dialect, eventId: number, values: RegistrationValues, exceptId?: number): Promise<void> {
  if (sharesMobileFreely(values.relationship)) return;
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${eventId}::int, hashtext(${values.mobile_number}))`.execute(db);
  if (await findDelegateByMobile(db, eventId, values.mobile_number, exceptId)) throw fieldError('mobile_number', MOBILE_ALREADY_REGISTERED);
}

/** The event member (if the member is one) becomes Registered, recorded in its history. */
async function markRegistered(db: Db, dialect: Dialect, eventId: number, memberId: number, userId: number | null): Promise<void> {
  const row = await db
    .selectFrom('event_members')
    .select(['id', 'registered'])
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row || row.registered === 1) return;
  const now = nowText();
  await appendHistory(db, dialect, [row.id], { field: 'registered', to: 1, comment: REGISTERED_BY_FORM, userId, now });
  await db.updateTable('event_members').set({ registered: 1, updated_at: now }).where('id', '=', row.id).execute();
}

export async function savedRegistration(db: Db, eventId: number, id: number): Promise<SavedRegistration> {
  const code = checkinCodeOf(await passKeyOf(db), eventId, id);
  return { id, edit_url: await editLinkPath(db, eventId, id), pass_url: passUrlOf(code) };
}

export interface CreateInput {
  event: EventDates;
  /** the member the registrant is or comes with; null for none */
  memberId: number | null;
  values: RegistrationValues;
  /** null on the public form */
  userId: number | null;
}

export async function createRegistration(db: Kysely<DB>, dialect: Dialect, input: CreateInput): Promise<SavedRegistration> {
  const { event, memberId, values, userId } = input;
  checkWindows(values, event);
  const id = await db.transaction().execute(async (trx) => {
    await checkProfession(trx, values.profession_id);
    const own = isMembersOwn(values.relationship, memberId);
    if (own) await checkNotRegistered(trx, dialect, event.id, memberId);
    await checkMobileFree(trx, dialect, event.id, values);
    const newId = await insertRegistration(trx, { event_id: event.id, member_id: memberId, values, userId });
    await recordAudit(trx, { table: 'registrations', recordId: newId, action: 'create', changes: diffFields({}, values), userId });
    if (own) await markRegistered(trx, dialect, event.id, memberId, userId);
    return newId;
  });
  return savedRegistration(db, event.id, id);
}

/** The registration's event dates, for the windows of a change. */
export async function eventDatesOf(db: Db, eventId: number): Promise<EventDates> {
  return db.selectFrom('events').select(['id', 'date_from', 'date_to']).where('id', '=', eventId).executeTakeFirstOrThrow();
}

/** A change keeps the event and the member; a delegate who is the member registers them again if needed. */
export async function changeRegistration(db: Kysely<DB>, dialect: Dialect, id: number, values: RegistrationValues, userId: number | null): Promise<SavedRegistration> {
  const before = await findRegistration(db, id);
  if (!before) throw notFound(REGISTRATION_NOT_FOUND);
  checkWindows(values, await eventDatesOf(db, before.event_id));
  await db.transaction().execute(async (trx) => {
    await checkProfession(trx, values.profession_id);
    const own = isMembersOwn(values.relationship, before.member_id);
    if (own) await checkNotRegistered(trx, dialect, before.event_id, before.member_id!, before.id);
    if (before.status !== CANCELLED) await checkMobileFree(trx, dialect, before.event_id, values, before.id);
    await updateRegistration(trx, before.id, values, userId);
    await recordAudit(trx, { table: 'registrations', recordId: before.id, action: 'update', changes: diffFields(before, values), userId });
    if (own && before.status !== CANCELLED) await markRegistered(trx, dialect, before.event_id, before.member_id!, userId);
  });
  return savedRegistration(db, before.event_id, before.id);
}

/**
 * POST api/registrations (roles 1-4, the event already checked to be in scope): the member named,
 * if any, must be one the caller may see — a refused choice of the form (422), not a 404.
 */
export async function registerByStaff(db: Kysely<DB>, dialect: Dialect, user: ScopeUser, body: RegistrationCreate): Promise<SavedRegistration> {
  const { event_id, member_id, ...values } = body;
  if (member_id !== 0 && !(await memberVisibleTo(db, user, member_id))) throw fieldError('member_id', MEMBER_NOT_FOUND);
  const event = await eventDatesOf(db, event_id);
  return createRegistration(db, dialect, { event, memberId: member_id || null, values, userId: user.id });
}

/**
 * POST api/public/registrations: an active event; a visitor's member_id is not believed, only a
 * personal link (`token`, a member token of the event for an invitee) names the member.
 */
export async function registerByPublic(db: Kysely<DB>, dialect: Dialect, body: RegistrationCreate, token: string | undefined): Promise<SavedRegistration> {
  const { event_id, member_id: _ignored, ...values } = body;
  const event = await findPublicEvent(db, event_id);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const memberId = token ? await verifyLinkToken(db, 'member', event_id, token) : null;
  if (memberId === undefined || (memberId !== null && !(await isInvited(db, event_id, memberId)))) throw notFound(LINK_NOT_VALID);
  return createRegistration(db, dialect, { event, memberId, values, userId: null });
}

/** GET api/public/events/{id}/prefill: the invitee's details, only through their own personal link (else 404). */
export async function prefillForLink(db: Db, eventId: number, token: unknown): Promise<RegistrationPrefill> {
  const memberId = await verifyLinkToken(db, 'member', eventId, token);
  const prefill = memberId === undefined ? undefined : await invitedMemberPrefill(db, eventId, memberId);
  if (!prefill) throw notFound(LINK_NOT_VALID);
  return prefill;
}
