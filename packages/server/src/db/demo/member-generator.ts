import { deriveContactFields, type FollowupFacts } from '@sampark/domain/contact-group';
import {
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  GRADES,
  isPositiveResponse,
  MATERIAL_TYPES,
  MEMBER_MARITAL_STATUSES,
  OUTPUTS,
  PARTICIPATION_STATUSES,
  SOURCES,
  STATUS_CALLED_FOR_MEETING,
  STATUS_CONTACT_ESTABLISHED,
  STATUS_SPAM,
} from '@sampark/domain/options/members';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, DEGREES, HOW_KNOW_US } from '@sampark/domain/options/reference';
import { dayNumber, dayText, laterOf, type Moment, momentValue, stampText } from './demo-dates';
import type { LocationTree, PlannedLocation } from './demo-locations';
import type { Staff, StaffMember } from './demo-staff';
import * as T from './demo-texts';
import { FEMALE_NAMES, MALE_NAMES, type NamePair, REGIONAL_LANGUAGES, regionOf, SURNAMES } from './names';
import { type Random, Weighted } from './random';

/**
 * Generates members with their followups, organizations and gifts, in batches, as rows in the
 * column order of the *_COLUMNS lists (the bulk writers insert arrays, not objects). Everything
 * comes from one Random consumed in member order, so the data does not depend on the batch size.
 */
export type ColumnType = 'int' | 'text';
export type Columns = ReadonlyArray<readonly [name: string, type: ColumnType]>;
export type Row = Array<string | number | null>;

const t = (...names: string[]) => names.map((n) => [n, 'text'] as const);
const i = (...names: string[]) => names.map((n) => [n, 'int'] as const);

export const MEMBER_COLUMNS: Columns = [
  ...i('id'),
  ...t('salutation', 'firstname', 'lastname', 'fullname', 'hindi_name', 'gender', 'dob', 'marital_status', 'education', 'languages_known'),
  ...t('mobile_number', 'mobile_country_code', 'mobile_norm', 'whatsapp', 'whatsapp_norm', 'email'),
  ...i('email_verified', 'mobile_verified'),
  ...t('facebook_id', 'twitter_id', 'website'),
  ...i('location_id'),
  ...t('country', 'state', 'district', 'city', 'address', 'pincode'),
  ...i('profession_id'),
  ...t('profession_description'),
  ...i('category_id'),
  ...t('grade'),
  ...t('how_know_us', 'source', 'output', 'brief_intro', 'participation'),
  ...i('can_take_responsibility', 'study_about_responsibility', 'bhav_satsang', 'is_alive'),
  ...t('remarks', 'spiritual_practice'),
  ...i('year_joined'),
  ...t('contact_group', 'last_contact_status', 'last_contact_response', 'last_participation_status', 'last_comment', 'last_contacted_by', 'lcd'),
  ...i('sf', 'uf'),
  ...t('created_at'),
  ...i('created_by'),
  ...t('updated_at'),
  ...i('updated_by'),
];

/** Who a member is assigned to (migration 012): the member's created_at, and when it was assigned. */
export const ASSIGNMENT_COLUMNS: Columns = [...i('member_id', 'assigned_to'), ...t('created_at', 'assigned_at')];

export const FOLLOWUP_COLUMNS: Columns = [
  ...i('id', 'member_id'),
  ...t('followup_date', 'contacted_by', 'contact_status', 'contact_response', 'participation'),
  ...t('meeting_date', 'meeting_time', 'meeting_date_time', 'comments'),
  ...i('created_by'),
  ...t('created_at'),
];

export const MEMBER_ORGANIZATION_COLUMNS: Columns = [...i('id', 'member_id', 'organization_id'), ...t('position', 'created_at', 'updated_at')];

export const GIFT_COLUMNS: Columns = [
  ...i('id', 'member_id'),
  ...t('gift_type', 'gift_description', 'given_by', 'given_on'),
  ...i('created_by'),
  ...t('created_at', 'updated_at'),
];

export interface Batch {
  members: Row[];
  assignments: Row[];
  followups: Row[];
  memberOrganizations: Row[];
  gifts: Row[];
}

export interface GeneratorContext {
  random: Random;
  tree: LocationTree;
  staff: Staff;
  professionIds: number[];
  categoryIds: number[];
  organizationIds: number[];
  /** First free id of members, followups, member_organizations and gifts. */
  firstIds: { members: number; followups: number; memberOrganizations: number; gifts: number };
  /** Members to generate in all (the mobile numbers of later members depend on it). */
  total: number;
  followupsPerMember: number;
  seed: number;
  /** 'YYYY-MM-DD': the data ends the day before (no timestamp lies later than now). */
  today: string;
}

export const CREATED_SPAN_DAYS = 3 * 365;
const FOLLOWUP_SPAN_DAYS = 2 * 365;
const FOLLOWED_UP_SHARE = 0.55;
/** Of all members; the generator assigns more of those some user covers, to reach this share. */
const ASSIGNED_SHARE = 0.4;

const SOURCE = Weighted.of<string>([[SOURCES[0], 40], [SOURCES[1], 15], [SOURCES[2], 15], [SOURCES[3], 30]]);
const GRADE = Weighted.of<string | null>([[GRADES[0], 8], [GRADES[1], 17], [GRADES[2], 20], [GRADES[3], 10], [null, 45]]);
const GENDER = Weighted.of<'M' | 'F' | 'O'>([['M', 55], ['F', 44], ['O', 1]]);
const TITLE_M = Weighted.of<string>([['Mr', 82], ['Dr', 8], ['Adv.', 5], ['Prof.', 4], ['H.H.', 1]]);
const TITLE_F = Weighted.of<string>([['Mrs', 38], ['Smt.', 30], ['Ms', 22], ['Dr', 6], ['Adv.', 4]]);
const MARITAL = Weighted.of<string>([[MEMBER_MARITAL_STATUSES[0], 75], [MEMBER_MARITAL_STATUSES[1], 22], [MEMBER_MARITAL_STATUSES[2], 3]]);
const EMAIL_DOMAINS = ['example.com', 'example.in', 'example.org', 'example.net'];
const MEETING_TIMES = ['10:00', '11:30', '16:00', '18:30', '19:00'];

const STATUS_WEIGHTS: Readonly<Record<string, number>> = {
  [STATUS_SPAM]: 2,
  'Phone no given is wrong / not existing': 4,
  'Did not pick phone / phone switched off': 18,
  'Network congestion / Low volume': 4,
  'Was unavailable at home/office': 6,
  'Contacted but was in hurry': 8,
  [STATUS_CALLED_FOR_MEETING]: 9,
  'Told will call later but not responding': 7,
  'Not responding to emails': 3,
  'Not reachable by any contact means': 4,
  [STATUS_CONTACT_ESTABLISHED]: 30,
};
const STATUS = new Weighted(
  CONTACT_STATUSES,
  CONTACT_STATUSES.map((s) => STATUS_WEIGHTS[s]),
);
const RESPONSE = new Weighted(CONTACT_RESPONSES, [10, 3, 2, 10, 15, 20, 25, 15]);
const PARTICIPATION = new Weighted(PARTICIPATION_STATUSES, [20, 10, 20, 15, 8, 15, 9, 3]);
const GIFT_TYPE = new Weighted(MATERIAL_TYPES, [10, 30, 30, 15, 15]);

/** 6-9 then nine digits, unique per index: an affine bijection of [0, 4e9) (A is odd and not a multiple of 5). */
const MOBILE_RANGE = 4_000_000_000;
const MOBILE_A = 2_654_435_761;

function mulMod(x: number, a: number, m: number): number {
  // x * a can pass 2^53; split a into 16-bit halves so every product stays exact.
  const hi = Math.floor(a / 65536);
  const lo = a % 65536;
  return ((((x * hi) % m) * 65536) % m + ((x * lo) % m)) % m;
}

export function demoMobile(index: number, seed: number): string {
  const offset = mulMod(seed >>> 0, 7919, MOBILE_RANGE);
  return String(6_000_000_000 + ((mulMod(index, MOBILE_A, MOBILE_RANGE) + offset) % MOBILE_RANGE));
}

interface Person {
  gender: 'M' | 'F' | 'O';
  first: NamePair;
  last: NamePair;
}

/** One followup; a class so that millions of them share one shape (spread objects were 5x slower). */
class GeneratedFollowup implements FollowupFacts {
  constructor(
    readonly id: number,
    readonly member_id: number,
    readonly moment: Moment,
    readonly by: StaffMember,
    readonly followup_date: string,
    readonly contact_status: string,
    readonly contact_response: string | null,
    readonly participation: string | null,
    readonly meeting_date: string | null,
    readonly meeting_time: string | null,
    readonly comments: string | null,
  ) {}

  get contacted_by(): string {
    return this.by.name;
  }

  toRow(): Row {
    const meetingAt = this.meeting_date && this.meeting_time ? `${this.meeting_date} ${this.meeting_time}:00` : null;
    return [
      this.id,
      this.member_id,
      this.followup_date,
      this.by.name,
      this.contact_status,
      this.contact_response,
      this.participation,
      this.meeting_date,
      this.meeting_time,
      meetingAt,
      this.comments,
      this.by.id,
      stampText(this.moment.day, this.moment.second),
    ];
  }
}

export class MemberGenerator {
  private readonly r: Random;
  private readonly lastDay: number;
  private readonly ids: GeneratorContext['firstIds'];
  private readonly followupsWhenContacted: number;
  private readonly assignChance: number;
  private produced = 0;

  constructor(private readonly ctx: GeneratorContext) {
    this.r = ctx.random;
    // The data ends the day before `today`: no timestamp lies in the future.
    this.lastDay = dayNumber(ctx.today) - 1;
    this.ids = { ...ctx.firstIds };
    // Members with followups have this many on average, so that all members average followupsPerMember.
    this.followupsWhenContacted = ctx.followupsPerMember / FOLLOWED_UP_SHARE;
    this.assignChance = Math.min(1, ASSIGNED_SHARE / Math.max(ctx.staff.coveredShare(), ASSIGNED_SHARE));
  }

  get remaining(): number {
    return this.ctx.total - this.produced;
  }

  /** Appends the next `size` members (fewer at the end) and their rows to `batch`. */
  fill(batch: Batch, size: number): void {
    const n = Math.min(size, this.remaining);
    for (let k = 0; k < n; k++) this.member(batch);
  }

  private member(batch: Batch): void {
    const r = this.r;
    const index = this.produced++;
    const id = this.ids.members++;
    const place = this.ctx.tree.memberPlaces.pick(r);
    const person = this.person(place);
    const owner = r.chance(this.assignChance) ? (this.ctx.staff.ownersAt(place)?.pick(r) ?? null) : null;
    const creator = owner && r.chance(0.6) ? owner : this.localUser(place);
    const created: Moment = { day: this.lastDay - r.int(0, CREATED_SPAN_DAYS), second: r.int(8 * 3600, 22 * 3600 - 1) };
    const row: Row = [id];
    this.identity(row, person, place);
    this.contacts(row, index, person);
    this.placeColumns(row, place);
    this.profile(row, place);
    this.outreach(row, place);
    this.seekership(row, created);
    const followups = this.followups(id, created, owner, place);
    for (const f of followups) batch.followups.push(f.toRow());
    const d = deriveContactFields(followups);
    row.push(d.contact_group, d.last_contact_status, d.last_contact_response, d.last_participation_status, d.last_comment, d.last_contacted_by, d.lcd, d.sf, d.uf);
    const [updated, updater] = this.lastUpdate(created, creator, owner, place, followups);
    row.push(stampText(created.day, created.second), creator.id, stampText(updated.day, updated.second), updater.id);
    batch.members.push(row);
    if (owner) batch.assignments.push([id, owner.id, stampText(created.day, created.second), stampText(updated.day, updated.second)]);
    this.extras(batch, id, created, owner ?? creator);
  }

  /** Half the members were edited some time after creation; a followup also counts as an update. */
  private lastUpdate(created: Moment, creator: StaffMember, owner: StaffMember | null, place: PlannedLocation, followups: GeneratedFollowup[]): [Moment, StaffMember] {
    const r = this.r;
    let updated = created;
    let updater = creator;
    if (r.chance(0.5)) {
      updated = laterOf(created, { day: r.int(created.day, this.lastDay), second: r.int(8 * 3600, 22 * 3600 - 1) });
      updater = owner ?? this.localUser(place);
    }
    const last = followups[followups.length - 1];
    if (last && momentValue(last.moment) > momentValue(updated)) return [last.moment, last.by];
    return [updated, updater];
  }

  /** Any active user whose locations hold this place, else the superadmin. */
  private localUser(place: PlannedLocation): StaffMember {
    return this.ctx.staff.ownersAt(place)?.pick(this.r) ?? this.ctx.staff.admin;
  }

  private person(place: PlannedLocation): Person {
    const r = this.r;
    const gender = GENDER.pick(r);
    const names = gender === 'M' || (gender === 'O' && r.chance(0.5)) ? MALE_NAMES : FEMALE_NAMES;
    return { gender, first: r.pick(names), last: r.pick(SURNAMES[regionOf(place.state)]) };
  }

  /** salutation … languages_known */
  private identity(row: Row, p: Person, place: PlannedLocation): void {
    const r = this.r;
    const salutation = p.gender === 'M' ? TITLE_M.pick(r) : p.gender === 'F' ? TITLE_F.pick(r) : null;
    const hindi = r.chance(0.35) ? `${p.first[1]} ${p.last[1]}` : null;
    const dob = r.chance(0.7) ? dayText(this.lastDay - r.int(18 * 365, 80 * 365)) : null;
    const marital = r.chance(0.5) ? MARITAL.pick(r) : null;
    const education = r.chance(0.4) ? r.pick(DEGREES) : null;
    const regional = REGIONAL_LANGUAGES[regionOf(place.state)];
    const languages = r.chance(0.5) ? ['Hindi', r.pick(regional), ...(r.chance(0.5) ? ['English'] : [])].join(',') : null;
    row.push(salutation, p.first[0], p.last[0], `${p.first[0]} ${p.last[0]}`, hindi, p.gender, dob, marital, education, languages);
  }

  /** mobile_number … website */
  private contacts(row: Row, index: number, p: Person): void {
    const r = this.r;
    const mobile = demoMobile(index, this.ctx.seed);
    const entered = r.chance(0.15) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
    const wa = r.next();
    const whatsapp = wa < 0.55 ? mobile : wa < 0.65 ? demoMobile(this.ctx.total + index, this.ctx.seed) : null;
    const local = `${p.first[0]}.${p.last[0]}${r.chance(0.5) ? r.int(1, 99) : ''}`.toLowerCase();
    const email = r.chance(0.55) ? `${local}@${r.pick(EMAIL_DOMAINS)}` : null;
    const handle = `${p.first[0]}${p.last[0]}${r.int(1, 999)}`.toLowerCase();
    row.push(
      entered,
      DEFAULT_COUNTRY_CODE,
      mobile,
      whatsapp,
      whatsapp,
      email,
      email && r.chance(0.3) ? 1 : 0,
      r.chance(0.2) ? 1 : 0,
      r.chance(0.08) ? handle : null,
      r.chance(0.04) ? `@${handle}` : null,
      r.chance(0.01) ? `https://${handle}.example.in` : null,
    );
  }

  /** location_id … pincode */
  private placeColumns(row: Row, place: PlannedLocation): void {
    const r = this.r;
    const address = r.chance(0.45) ? `${r.pick(T.HOUSING)} ${r.int(1, 450)}, ${r.pick(T.STREETS)}` : null;
    const pincode = address ? String(r.int(110001, 855999)) : null;
    row.push(this.ctx.tree.idOf(place), DEFAULT_COUNTRY, place.state, place.district, place.city, address, pincode);
  }

  /** profession_id … grade */
  private profile(row: Row, place: PlannedLocation): void {
    const r = this.r;
    const profession = r.chance(0.7) && this.ctx.professionIds.length ? r.pick(this.ctx.professionIds) : null;
    const description = profession && r.chance(0.15) ? `${r.pick(T.OCCUPATIONS)} in ${place.city ?? place.district}` : null;
    const category = r.chance(0.6) && this.ctx.categoryIds.length ? r.pick(this.ctx.categoryIds) : null;
    row.push(profession, description, category, GRADE.pick(r));
  }

  /** how_know_us … participation */
  private outreach(row: Row, place: PlannedLocation): void {
    const r = this.r;
    const output = r.chance(0.25) ? r.some(OUTPUTS, r.int(1, 3)).join(',') : null;
    const intro = r.chance(0.55) ? `${r.pick(T.OCCUPATIONS)} from ${place.city ?? place.district}, ${r.pick(T.INTERESTS)}.` : null;
    const participation = r.chance(0.45) ? `${r.pick(T.PARTICIPATION_NOTES)}.` : null;
    row.push(r.chance(0.8) ? r.pick(HOW_KNOW_US) : null, SOURCE.pick(r), output, intro, participation);
  }

  /** can_take_responsibility … year_joined */
  private seekership(row: Row, created: Moment): void {
    const r = this.r;
    const flag = (p: number) => (r.chance(p) ? r.int(0, 1) : null);
    const year = Number(dayText(created.day).slice(0, 4));
    row.push(
      flag(0.35),
      flag(0.3),
      flag(0.3),
      r.chance(0.995) ? 1 : 0,
      r.chance(0.1) ? 'Met at the district sabha' : null,
      r.chance(0.08) ? r.pick(T.SPIRITUAL_PRACTICES) : null,
      r.chance(0.3) ? year - r.int(0, 10) : null,
    );
  }

  /** None for ~45% of the members; the rest get on average followupsPerMember / 0.55, oldest first. */
  private followups(memberId: number, created: Moment, owner: StaffMember | null, place: PlannedLocation): GeneratedFollowup[] {
    const r = this.r;
    if (this.ctx.followupsPerMember <= 0 || !r.chance(FOLLOWED_UP_SHARE)) return [];
    const count = 1 + Math.floor(r.next() * (2 * this.followupsWhenContacted - 1));
    const from = Math.max(created.day, this.lastDay - FOLLOWUP_SPAN_DAYS);
    // Seconds since the epoch day 0, sorted numerically (a typed array sorts without a comparator).
    const times = new Float64Array(count);
    for (let k = 0; k < count; k++) times[k] = r.int(from, this.lastDay) * 86_400 + r.int(9 * 3600, 21 * 3600);
    times.sort();
    const out: GeneratedFollowup[] = [];
    for (const at of times) {
      const by = owner && r.chance(0.8) ? owner : this.localUser(place);
      out.push(this.outcome(memberId, { day: Math.floor(at / 86_400), second: at % 86_400 }, by));
    }
    return out;
  }

  /** Status, then what the followup form requires with it (seed 000 §5). */
  private outcome(memberId: number, moment: Moment, by: StaffMember): GeneratedFollowup {
    const r = this.r;
    const status = STATUS.pick(r);
    const response = status === STATUS_CONTACT_ESTABLISHED ? RESPONSE.pick(r) : null;
    const participation = isPositiveResponse(response) ? PARTICIPATION.pick(r) : null;
    const meeting = status === STATUS_CALLED_FOR_MEETING;
    const pool = meeting
      ? T.COMMENTS.meeting
      : status === STATUS_SPAM
        ? T.COMMENTS.spam
        : status === STATUS_CONTACT_ESTABLISHED
          ? T.COMMENTS.reached
          : T.COMMENTS.unreached;
    const meetingDate = meeting ? dayText(moment.day + r.int(0, 14)) : null;
    const meetingTime = meeting ? r.pick(MEETING_TIMES) : null;
    const comments = r.chance(0.6) ? r.pick(pool) : null;
    const id = this.ids.followups++;
    return new GeneratedFollowup(id, memberId, moment, by, dayText(moment.day), status, response, participation, meetingDate, meetingTime, comments);
  }

  /** A few organizations and gifts. */
  private extras(batch: Batch, memberId: number, created: Moment, by: StaffMember): void {
    const r = this.r;
    if (r.chance(0.03) && this.ctx.organizationIds.length) {
      const at = stampText(created.day, created.second);
      batch.memberOrganizations.push([this.ids.memberOrganizations++, memberId, r.pick(this.ctx.organizationIds), r.pick(T.POSITIONS), at, at]);
    }
    if (r.chance(0.05)) {
      const type = GIFT_TYPE.pick(r);
      const given = r.int(created.day, this.lastDay);
      const at = stampText(given, r.int(9 * 3600, 20 * 3600));
      batch.gifts.push([this.ids.gifts++, memberId, type, r.pick(T.GIFT_DESCRIPTIONS[type]), by.name, dayText(given), by.id, at, at]);
    }
  }
}
