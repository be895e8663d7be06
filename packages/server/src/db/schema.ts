import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The Kysely view of the database built by migrations/001-initial.ts. Conventions:
 * - ids are integers the database numbers (Generated<number>);
 * - dates 'YYYY-MM-DD' and timestamps 'YYYY-MM-DD HH:MM:SS' (organisation's local time) are strings
 *   written by the app, so created_at/updated_at are required on insert;
 * - flags are 0/1 integers; comma-joined lists are strings;
 * - name_key columns hold the lower-cased name (maintained by the app) under a UNIQUE index.
 */

type Flag = number;
type Text = string | null;
type Int = number | null;
/** REAL columns (hours may be fractional). */
type Num = number | null;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Unique when set; the app stores it lower-cased. */
  email: Text;
  mobile_no: string;
  password_hash: string;
  /** 1 superadmin, 2 admin, 3 coordinator, 4 regionaladmin, 5 sevak. */
  role: number;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
  last_login_date: Text;
  /** The web app's language, 'en' or 'hi' (migration 015). */
  language: Generated<string>;
  /** Raised by 'New address' of the calendar feed (migration 021). */
  calendar_key: Generated<number>;
}

export interface UserLocationsTable {
  user_id: number;
  location_id: number;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: Text;
  revoked_at: Text;
}

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  /** NULL only for a root. */
  parent_id: Int;
  active: Generated<Flag>;
  /** Materialised ancestry including the node itself, e.g. '/1/5/9/'. */
  path: string;
  /** Region code such as '111_Mumbai'. */
  code: Text;
  created_at: string;
  updated_at: string;
}

/** Every (ancestor, descendant) pair including (x, x) at depth 0. */
export interface LocationClosureTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** Shape shared by professions, categories and statuses. */
export interface NamedListTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface EventTypesTable {
  id: Generated<number>;
  type: string;
  /** Lower-cased `type`. */
  name_key: string;
  description: Text;
  /** Database default 0; the spec's create form defaults the field to 1, which the API applies. */
  inactive: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  objective: Text;
  area_activity: Text;
  members: Text;
  website: Text;
  head_person: Text;
  remark: Text;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface MembersTable {
  id: Generated<number>;
  salutation: Text;
  firstname: Text;
  lastname: Text;
  /** Maintained by the app from salutation/firstname/lastname; searched by trigram. */
  fullname: string;
  hindi_name: Text;
  /** Abbreviation: M, F or O. */
  gender: Text;
  dob: Text;
  marital_status: Text;
  education: Text;
  languages_known: Text;
  /** As entered; mobile_norm/whatsapp_norm are the digits without country code, for duplicates. */
  mobile_number: Text;
  mobile_country_code: Text;
  mobile_norm: Text;
  whatsapp: Text;
  whatsapp_norm: Text;
  email: Text;
  email_verified: Generated<Flag>;
  mobile_verified: Generated<Flag>;
  facebook_id: Text;
  twitter_id: Text;
  website: Text;
  location_id: number;
  country: Text;
  state: Text;
  district: Text;
  city: Text;
  address: Text;
  pincode: Text;
  profession_id: Int;
  profession_description: Text;
  category_id: Int;
  grade: Text;
  how_know_us: Text;
  source: Text;
  output: Text;
  brief_intro: Text;
  participation: Text;
  /** Seekership (list row "responsibility"): 0 can take responsibility, 1 cannot. */
  can_take_responsibility: Int;
  /** List row "adhyayan" (study). */
  study_about_responsibility: Int;
  bhav_satsang: Int;
  is_alive: Generated<Flag>;
  vakta_info: Text;
  internal_remark: Text;
  remarks: Text;
  year_joined: Int;
  qualities: Text;
  pds: Text;
  ashram_visits: Text;
  spiritual_practice: Text;
  periodicals_subscription: Text;
  objections: Text;
  met_sr: Text;
  sr_observations: Text;
  seeker_extra_info: Text;
  /** cg: Pending, Unsuccessful, Active, Passive, Spam (derived from followups). */
  contact_group: Generated<string>;
  /** cs, cr, ps: from the latest followup. */
  last_contact_status: Text;
  last_contact_response: Text;
  last_participation_status: Text;
  last_comment: Text;
  last_contacted_by: Text;
  /** Last contacted date 'YYYY-MM-DD'. */
  lcd: Text;
  /** Successful / unsuccessful followup counts. */
  sf: Generated<number>;
  uf: Generated<number>;
  /** Where a bulk delete moved the member from (it now sits in ToBeDeleted). */
  deleted_from_location_id: Int;
  created_at: string;
  created_by: Int;
  updated_at: string;
  updated_by: Int;
}

/** Who a member is assigned to (migration 012); no row = unassigned. */
export interface MemberAssignmentsTable {
  member_id: number;
  assigned_to: number;
  /** The member's created_at, so a sevak's list is walked from this table's index. */
  created_at: string;
  assigned_at: string;
}

/** SQLite only: FTS5 trigram index over members (external content, rowid = members.id). */
export interface MembersFtsTable {
  rowid: number;
  /** The hidden column named like the table, for `MATCH`. */
  members_fts: string;
  rank: number;
  fullname: string;
  mobile_number: Text;
  whatsapp: Text;
  email: Text;
}

export interface FollowupsTable {
  id: Generated<number>;
  member_id: number;
  followup_date: string;
  /** A name typed by the user, not a user id. */
  contacted_by: string;
  contact_status: string;
  contact_response: Text;
  participation: Text;
  meeting_date: Text;
  meeting_time: Text;
  meeting_date_time: Text;
  comments: Text;
  created_by: Int;
  created_at: string;
  /** The Idempotency-Key of the phone's queued followup (migration 016), unique per created_by. */
  client_key: Text;
}

export interface MemberOrganizationsTable {
  id: Generated<number>;
  member_id: number;
  organization_id: number;
  position: Text;
  created_at: string;
  updated_at: string;
}

export interface GiftsTable {
  id: Generated<number>;
  member_id: number;
  gift_type: string;
  gift_description: Text;
  given_by: string;
  given_on: string;
  created_by: Int;
  created_at: string;
  updated_at: string;
}

export interface SeekersTable {
  id: Generated<number>;
  salutation: Text;
  firstname: Text;
  /** Father or husband name. */
  middlename: Text;
  lastname: Text;
  fullname: string;
  gender: Text;
  dob: Text;
  marital_status: Text;
  country: Text;
  state: Text;
  district: Text;
  city: Text;
  address: Text;
  postal_code: Text;
  mobile_country_code: Text;
  mobile_number: Text;
  whatsapp: Text;
  email: Text;
  languages_known: Text;
  education: Text;
  profession: Text;
  profession_description: Text;
  professional_experience: Text;
  jila: Text;
  kendra: Text;
  upkendra: Text;
  year_joined: Int;
  how_know_us: Text;
  seeker_type: Text;
  type_of_seeker: Text;
  spi_status: Text;
  spi_level: Int;
  spi_distress: Text;
  upay_hours: Num;
  spi_qualities: Text;
  spi_defects: Text;
  seva_days: Text;
  seva_hours: Num;
  current_responsibility: Text;
  limitations_in_responsibility: Text;
  incorrect_attitude_in_seva: Text;
  follow_seva_practices: Text;
  accepting_mistakes: Text;
  skills: Text;
  level_of_responsibility: Text;
  org_responsibility_responsibility: Text;
  responsibility_at_district_level: Text;
  which_responsibilities_capable: Text;
  remarks: Text;
  srs_observations: Text;
  active: Generated<Flag>;
  /** The location the district names (migration 006): the seeker's scope. */
  location_id: Int;
  /** The national numbers (docs/api-conventions.md#duplicates), as on members. */
  mobile_norm: Text;
  whatsapp_norm: Text;
  created_by: Int;
  created_at: string;
  updated_by: Int;
  updated_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  description: Text;
  location_id: number;
  /** event_types.id */
  type: number;
  date_from: string;
  date_to: Text;
  remarks: Text;
  connect_gsheet: Generated<Flag>;
  /** Raised when the sheet's address is renewed or the option turned off (migration 021). */
  gsheet_key: Generated<number>;
  inactive: Generated<Flag>;
  created_by: Int;
  created_at: string;
  updated_at: string;
}

export interface EventMembersTable {
  id: Generated<number>;
  event_id: number;
  member_id: number;
  /** Approval status, e.g. 'New', 'First Approved', 'Final Approved'. */
  status: Generated<string>;
  approved_by: Int;
  approved_on: Text;
  approval_comments: Text;
  /** 10 Not Invited, 20 In Person, 30 Over Phone, 40 Not Coming. */
  inv_status: Generated<number>;
  /** 0 Not Registered, 1 Registered, 2 Cancelled. */
  registered: Generated<number>;
  /** 0 Not Attended, 1 Attended. */
  attended: Generated<number>;
  attendance_comment: Text;
  created_by: Int;
  created_at: string;
  updated_at: string;
}

export type EventMemberField = 'status' | 'inv_status' | 'registered' | 'attended';

export interface EventMemberHistoryTable {
  id: Generated<number>;
  event_member_id: number;
  event_id: number;
  member_id: number;
  field: EventMemberField;
  old_value: Text;
  new_value: Text;
  comment: Text;
  changed_by: Int;
  changed_at: string;
}

export interface RegistrationsTable {
  id: Generated<number>;
  event_id: number;
  /** NULL when the registrant has no member record (the form's "0"). */
  member_id: Int;
  /** Attendee type: 1 Delegate ... 5 Family member. */
  relationship: Int;
  email: Text;
  recommended_by: Text;
  salutation: Text;
  firstname: Text;
  lastname: Text;
  fullname: Text;
  hindi_name: Text;
  gender: Text;
  profession_id: Int;
  dob: Text;
  mobile_country_code: Text;
  mobile_number: Text;
  country: Text;
  state: Text;
  district: Text;
  city: Text;
  address: Text;
  whatsapp: Text;
  facebook_id: Text;
  twitter_id: Text;
  website: Text;
  instagram: Text;
  other_media: Text;
  languages_understood: Text;
  languages_known: Text;
  pastevents: Text;
  organization: Text;
  designation: Text;
  org_hindi: Text;
  brief_intro: Text;
  activities: Text;
  days_of_stay: Text;
  accommodation_needs: Text;
  tea_or_coffee: Text;
  diet_restrictions: Text;
  remarks: Text;
  booking_status: Text;
  booking_date: Text;
  arrival_by: Text;
  arrival_date: Text;
  arrival_time: Text;
  pickup_point: Text;
  arrival_details: Text;
  departure_by: Text;
  departure_date: Text;
  departure_time: Text;
  dropoff_point: Text;
  departure_details: Text;
  /** 'Registered', 'Cancelled', 'Arrived', 'Attended', 'Not Attended'. */
  status: Generated<string>;
  /** Hash of the signed public-link token; the token itself is never stored. */
  public_token_hash: Text;
  /** The check-in that counts (the earliest), migration 010 (docs/decisions/039-offline-checkin.md). */
  checked_in_at: Text;
  checked_in_by: Int;
  created_by: Int;
  created_at: string;
  updated_by: Int;
  updated_at: string;
}

/** Every check-in of a registrant as it was made, the overruled ones too (migration 010). */
export interface RegistrationCheckinsTable {
  id: Generated<number>;
  event_id: number;
  registration_id: number;
  user_id: Int;
  /** 'scan' | 'search' | 'list' */
  method: string;
  device: Text;
  happened_at: string;
  received_at: string;
  offline: Generated<number>;
}

/** Secrets the app servers share (lib/signing.ts), migration 010. */
export interface AppSecretsTable {
  name: string;
  /** base64 */
  value: string;
  created_at: string;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'move';

export interface AuditLogTable {
  id: Generated<number>;
  table_name: string;
  record_id: number;
  action: AuditAction;
  /** JSON {field: [old, new]}. */
  changes: Text;
  /** Kept as a plain id (no foreign key) so history survives user deletion. */
  user_id: Int;
  created_at: string;
}

/** Failed logins per identifier+IP (migration 002), so throttling holds across app servers. */
export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: string;
}

/** The API rate limit's shared counters (migration 005); reset_at in epoch milliseconds. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: number;
}

/** One upload of a spreadsheet, dry run or import (migration 011, docs/decisions/035-import-design.md). */
export interface ImportsTable {
  id: Generated<number>;
  /** 'seekers' | 'members' */
  kind: string;
  file_name: string;
  /** the Jila (district) chosen for the upload */
  location_id: Int;
  /** members: 'skip' | 'update' | 'fill' */
  duplicates: Text;
  dry_run: Flag;
  /** 'reading' | 'checking' | 'saving' while it runs; then 'checked' (nothing written), 'imported' or 'reverted'; 'failed' when a stop interrupted it (features/imports/interrupted-imports.ts) */
  status: string;
  /** 0-100, written while the upload is processed */
  progress: Generated<number>;
  rows_read: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  skipped_count: Generated<number>;
  refused_count: Generated<number>;
  /** JSON array: the header row as read */
  headers: Text;
  /** the browser's key for polling the progress before it knows the id */
  progress_key: Text;
  created_by: Int;
  created_at: string;
  updated_at: string;
  reverted_by: Int;
  reverted_at: Text;
}

/** What an import did to one record: 'create', or 'update' with JSON {field: [old, new]}. */
export interface ImportRowsTable {
  id: Generated<number>;
  import_id: number;
  record_id: number;
  action: string;
  changes: Text;
}

/** A refused row: JSON problems [{column, message}] and its cells {header: value} as read. */
export interface ImportRefusalsTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  problems: string;
  cells: string;
}

/** Spent proof-of-work solutions of the public form (migration 020). */
export interface FormProofsTable {
  signature: string;
  expires_at: number;
}

/** One merge of duplicate members (migration 022, docs/decisions/092-member-merge.md). */
export interface MemberMergesTable {
  id: Generated<number>;
  keep_id: number;
  /** JSON array of the merged members' ids */
  merged_ids: string;
  /** JSON: what the undo restores (features/duplicates/merge-record.ts) */
  record: string;
  created_by: Int;
  created_at: string;
  undone_by: Int;
  undone_at: Text;
}

/** Where a merged member's id leads while the merge stands. */
export interface MergedMembersTable {
  member_id: number;
  merge_id: number;
  merged_into: number;
}

/** How many members hold each duplicate key (migration 022, kept by triggers on members); a group is size > 1. */
export interface DuplicateKeysTable {
  /** 'mobile' | 'email' | 'name_dob' */
  reason: string;
  key: string;
  size: number;
}

export interface DB {
  users: UsersTable;
  user_locations: UserLocationsTable;
  access_tokens: AccessTokensTable;
  locations: LocationsTable;
  location_closure: LocationClosureTable;
  professions: NamedListTable;
  categories: NamedListTable;
  statuses: NamedListTable;
  event_types: EventTypesTable;
  organizations: OrganizationsTable;
  members: MembersTable;
  member_assignments: MemberAssignmentsTable;
  members_fts: MembersFtsTable;
  followups: FollowupsTable;
  member_organizations: MemberOrganizationsTable;
  gifts: GiftsTable;
  seekers: SeekersTable;
  events: EventsTable;
  event_members: EventMembersTable;
  event_member_history: EventMemberHistoryTable;
  registrations: RegistrationsTable;
  registration_checkins: RegistrationCheckinsTable;
  app_secrets: AppSecretsTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  form_proofs: FormProofsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_refusals: ImportRefusalsTable;
  member_merges: MemberMergesTable;
  merged_members: MergedMembersTable;
  duplicate_keys: DuplicateKeysTable;
}

export type TableName = keyof DB;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type LocationRow = Selectable<LocationsTable>;
export type NewLocation = Insertable<LocationsTable>;
export type NamedListRow = Selectable<NamedListTable>;
export type ProfessionRow = NamedListRow;
export type CategoryRow = NamedListRow;
export type StatusRow = NamedListRow;
export type EventTypeRow = Selectable<EventTypesTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type FollowupRow = Selectable<FollowupsTable>;
export type NewFollowup = Insertable<FollowupsTable>;
export type MemberOrganizationRow = Selectable<MemberOrganizationsTable>;
export type GiftRow = Selectable<GiftsTable>;
export type SeekerRow = Selectable<SeekersTable>;
export type NewSeeker = Insertable<SeekersTable>;
export type SeekerUpdate = Updateable<SeekersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type EventMemberRow = Selectable<EventMembersTable>;
export type EventMemberHistoryRow = Selectable<EventMemberHistoryTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
export type RegistrationUpdate = Updateable<RegistrationsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type ImportRow = Selectable<ImportsTable>;
