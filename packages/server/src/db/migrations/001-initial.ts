import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { TS, createIndex, withId } from './helpers';

/*
 * The whole data model (see ../schema.ts for the typed view). Only the portable schema builder,
 * plus `sql` for trigram search, which differs per engine: pg_trgm GIN indexes on PostgreSQL, an
 * FTS5 trigram table kept in sync by triggers on SQLite.
 */

type Db = Kysely<any>;
// The builder's column-name generic grows with each column; helpers take any of them.
type Table = CreateTableBuilder<any, any>;
type OnDelete = 'cascade' | 'set null' | 'restrict';

export async function up(db: Db, dialect: Dialect): Promise<void> {
  await createUsersAndLocations(db, dialect);
  await createLookups(db, dialect);
  await createMembers(db, dialect);
  await createMemberChildren(db, dialect);
  await createSeekers(db, dialect);
  await createEvents(db, dialect);
  await createRegistrations(db, dialect);
  await createAuditLog(db, dialect);
  await createMemberIndexes(db);
  if (dialect === 'postgres') await createPgTrigramIndexes(db);
  else await createSqliteFts(db);
}

// ---- column helpers -------------------------------------------------------------------------

function table(db: Db, name: string, dialect: Dialect): Table {
  return withId(db.schema.createTable(name), dialect);
}

/** Nullable TEXT columns. */
function texts(...names: string[]) {
  return (tb: Table): Table => names.reduce((b, n) => b.addColumn(n, 'text'), tb);
}

/** Nullable INTEGER columns. */
function ints(...names: string[]) {
  return (tb: Table): Table => names.reduce((b, n) => b.addColumn(n, 'integer'), tb);
}

/** A 0/1 flag with a default. */
function flag(name: string, dflt: 0 | 1) {
  return (tb: Table): Table => tb.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));
}

/** An integer foreign key; nullable unless `notNull`. Without onDelete the engine refuses the delete. */
function fk(name: string, ref: string, onDelete?: OnDelete, notNull = false) {
  return (tb: Table): Table =>
    tb.addColumn(name, 'integer', (c) => {
      let col = c.references(ref);
      if (onDelete) col = col.onDelete(onDelete);
      return notNull ? col.notNull() : col;
    });
}

/** created_at and updated_at, written by the app in the organisation's local time. */
function stamps(tb: Table): Table {
  return tb.addColumn('created_at', TS, (c) => c.notNull()).addColumn('updated_at', TS, (c) => c.notNull());
}

async function unique(db: Db, name: string, tableName: string, columns: string[]) {
  await db.schema.createIndex(name).on(tableName).columns(columns).unique().execute();
}

// ---- users, locations, tokens ----------------------------------------------------------------

async function createUsersAndLocations(db: Db, dialect: Dialect) {
  await table(db, 'users', dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(texts('email'))
    .addColumn('mobile_no', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .$call(flag('active', 1))
    .$call(stamps)
    .addColumn('last_login_date', TS)
    .execute();
  // NULLs are distinct in UNIQUE indexes on both engines, so email is unique only when set.
  await unique(db, 'users_email_unique', 'users', ['email']);
  await unique(db, 'users_mobile_no_unique', 'users', ['mobile_no']);

  await table(db, 'locations', dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .$call(fk('parent_id', 'locations.id'))
    .$call(flag('active', 1))
    .addColumn('path', 'text', (c) => c.notNull())
    .$call(texts('code'))
    .$call(stamps)
    .execute();
  await createIndex(db, 'locations_parent_name_idx', 'locations', ['parent_id', 'name']);
  await unique(db, 'locations_parent_name_key_unique', 'locations', ['parent_id', 'name_key']);
  // (parent_id, name_key) cannot catch two roots of the same name: parent_id NULLs are distinct.
  await db.schema
    .createIndex('locations_root_name_key_unique')
    .on('locations')
    .column('name_key')
    .unique()
    .where(sql.ref('parent_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('location_closure')
    .$call(fk('ancestor_id', 'locations.id', 'cascade', true))
    .$call(fk('descendant_id', 'locations.id', 'cascade', true))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_closure_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await createIndex(db, 'location_closure_descendant_idx', 'location_closure', ['descendant_id', 'depth']);

  await db.schema
    .createTable('user_locations')
    .$call(fk('user_id', 'users.id', 'cascade', true))
    .$call(fk('location_id', 'locations.id', 'cascade', true))
    .addPrimaryKeyConstraint('user_locations_pk', ['user_id', 'location_id'])
    .execute();
  await createIndex(db, 'user_locations_location_idx', 'user_locations', ['location_id']);

  await table(db, 'access_tokens', dialect)
    .$call(fk('user_id', 'users.id', 'cascade', true))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', TS, (c) => c.notNull())
    .addColumn('expires_at', TS, (c) => c.notNull())
    .addColumn('last_used_at', TS)
    .addColumn('revoked_at', TS)
    .execute();
  await unique(db, 'access_tokens_token_hash_unique', 'access_tokens', ['token_hash']);
  await createIndex(db, 'access_tokens_user_idx', 'access_tokens', ['user_id']);
}

// ---- lookup lists ----------------------------------------------------------------------------

async function createLookups(db: Db, dialect: Dialect) {
  for (const name of ['professions', 'categories', 'statuses']) {
    await table(db, name, dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .$call(flag('active', 1))
      .$call(stamps)
      .execute();
    await unique(db, `${name}_name_key_unique`, name, ['name_key']);
  }

  await table(db, 'event_types', dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .$call(texts('description'))
    .$call(flag('inactive', 0))
    .$call(stamps)
    .execute();
  await unique(db, 'event_types_name_key_unique', 'event_types', ['name_key']);

  await table(db, 'organizations', dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(texts('objective', 'area_activity', 'members', 'website', 'head_person', 'remark'))
    .$call(flag('active', 1))
    .$call(stamps)
    .execute();
  await createIndex(db, 'organizations_name_idx', 'organizations', ['name']);
}

// ---- members ---------------------------------------------------------------------------------

async function createMembers(db: Db, dialect: Dialect) {
  await table(db, 'members', dialect)
    .$call(texts('salutation', 'firstname', 'lastname'))
    .addColumn('fullname', 'text', (c) => c.notNull())
    .$call(texts('hindi_name', 'gender', 'dob', 'marital_status', 'education', 'languages_known'))
    .$call(texts('mobile_number', 'mobile_country_code', 'mobile_norm', 'whatsapp', 'whatsapp_norm', 'email'))
    .$call(flag('email_verified', 0))
    .$call(flag('mobile_verified', 0))
    .$call(texts('facebook_id', 'twitter_id', 'website'))
    .$call(fk('location_id', 'locations.id', undefined, true))
    .$call(texts('country', 'state', 'district', 'city', 'address', 'pincode'))
    .$call(fk('profession_id', 'professions.id', 'set null'))
    .$call(texts('profession_description'))
    .$call(fk('category_id', 'categories.id', 'set null'))
    .$call(texts('grade'))
    .$call(fk('assigned_to', 'users.id', 'set null'))
    .$call(texts('how_know_us', 'source', 'output', 'brief_intro', 'participation'))
    .$call(ints('can_take_responsibility', 'study_about_responsibility', 'bhav_satsang'))
    .$call(flag('is_alive', 1))
    .$call(texts('vakta_info', 'internal_remark', 'remarks'))
    .$call(ints('year_joined'))
    .$call(texts('qualities', 'pds', 'ashram_visits', 'spiritual_practice', 'periodicals_subscription'))
    .$call(texts('objections', 'met_sr', 'sr_observations', 'seeker_extra_info'))
    .addColumn('contact_group', 'text', (c) => c.notNull().defaultTo('Pending'))
    .$call(texts('last_contact_status', 'last_contact_response', 'last_participation_status'))
    .$call(texts('last_comment', 'last_contacted_by', 'lcd'))
    .addColumn('sf', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uf', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(fk('deleted_from_location_id', 'locations.id', 'set null'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .$call(fk('created_by', 'users.id', 'set null'))
    .addColumn('updated_at', TS, (c) => c.notNull())
    .$call(fk('updated_by', 'users.id', 'set null'))
    .execute();
}

/** The list's sort keys and filters at 1M rows (bench/README.md#the-floor); `id` breaks ties for keyset paging. */
async function createMemberIndexes(db: Db) {
  const indexes: Record<string, string[]> = {
    members_created_idx: ['created_at', 'id'],
    members_lcd_idx: ['lcd', 'id'],
    members_updated_idx: ['updated_at', 'id'],
    members_location_created_idx: ['location_id', 'created_at'],
    members_assigned_created_idx: ['assigned_to', 'created_at'],
    members_group_lcd_idx: ['contact_group', 'lcd'],
    members_profession_idx: ['profession_id'],
    members_category_idx: ['category_id'],
    members_grade_idx: ['grade'],
    members_mobile_norm_idx: ['mobile_norm'],
    members_whatsapp_norm_idx: ['whatsapp_norm'],
    members_email_idx: ['email'],
  };
  for (const [name, columns] of Object.entries(indexes)) await createIndex(db, name, 'members', columns);
}

const SEARCHED = ['fullname', 'mobile_number', 'whatsapp', 'email'] as const;

async function createPgTrigramIndexes(db: Db) {
  const schema = await ensurePgTrgm(db);
  // Qualify the operator class: the search_path may not include the extension's schema.
  const ops = sql.id(schema, 'gin_trgm_ops');
  for (const col of SEARCHED) {
    await sql`create index ${sql.id(`members_${col}_trgm`)} on members using gin (${sql.id(col)} ${ops})`.execute(db);
  }
}

/** Installs pg_trgm in public unless some schema already has it; returns that schema. */
async function ensurePgTrgm(db: Db): Promise<string> {
  // Kysely's migrator holds a database-wide advisory lock, so parallel migrations of other
  // schemas in the same database cannot race between this check and the create.
  const found = await pgTrgmSchema(db);
  if (found) return found;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return 'public';
}

async function pgTrgmSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

async function createSqliteFts(db: Db) {
  const cols = SEARCHED.join(', ');
  const news = SEARCHED.map((c) => `new.${c}`).join(', ');
  const olds = SEARCHED.map((c) => `old.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table members_fts using fts5(${cols}, content='members', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  const insertNew = `insert into members_fts(rowid, ${cols}) values (new.id, ${news});`;
  const deleteOld = `insert into members_fts(members_fts, rowid, ${cols}) values ('delete', old.id, ${olds});`;
  await sql.raw(`create trigger members_fts_ai after insert on members begin ${insertNew} end`).execute(db);
  await sql.raw(`create trigger members_fts_ad after delete on members begin ${deleteOld} end`).execute(db);
  // Only when a searched column changes: followups update members far more often than names.
  await sql
    .raw(`create trigger members_fts_au after update of ${cols} on members begin ${deleteOld} ${insertNew} end`)
    .execute(db);
}

// ---- followups, organizations, gifts ---------------------------------------------------------

async function createMemberChildren(db: Db, dialect: Dialect) {
  await table(db, 'followups', dialect)
    .$call(fk('member_id', 'members.id', 'cascade', true))
    .addColumn('followup_date', 'text', (c) => c.notNull())
    .addColumn('contacted_by', 'text', (c) => c.notNull())
    .addColumn('contact_status', 'text', (c) => c.notNull())
    .$call(texts('contact_response', 'participation', 'meeting_date', 'meeting_time', 'meeting_date_time'))
    .$call(texts('comments'))
    .$call(fk('created_by', 'users.id', 'set null'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .execute();
  await createIndex(db, 'followups_member_date_idx', 'followups', ['member_id', 'followup_date', 'id']);

  await table(db, 'member_organizations', dialect)
    .$call(fk('member_id', 'members.id', 'cascade', true))
    .$call(fk('organization_id', 'organizations.id', 'cascade', true))
    .$call(texts('position'))
    .$call(stamps)
    .execute();
  await createIndex(db, 'member_organizations_member_idx', 'member_organizations', ['member_id']);
  await createIndex(db, 'member_organizations_org_idx', 'member_organizations', ['organization_id']);

  await table(db, 'gifts', dialect)
    .$call(fk('member_id', 'members.id', 'cascade', true))
    .addColumn('gift_type', 'text', (c) => c.notNull())
    .$call(texts('gift_description'))
    .addColumn('given_by', 'text', (c) => c.notNull())
    .addColumn('given_on', 'text', (c) => c.notNull())
    .$call(fk('created_by', 'users.id', 'set null'))
    .$call(stamps)
    .execute();
  await createIndex(db, 'gifts_member_idx', 'gifts', ['member_id']);
}

// ---- seekers ---------------------------------------------------------------------------------

async function createSeekers(db: Db, dialect: Dialect) {
  await table(db, 'seekers', dialect)
    .$call(texts('salutation', 'firstname', 'middlename', 'lastname'))
    .addColumn('fullname', 'text', (c) => c.notNull())
    .$call(texts('gender', 'dob', 'marital_status'))
    .$call(texts('country', 'state', 'district', 'city', 'address', 'postal_code'))
    .$call(texts('mobile_country_code', 'mobile_number', 'whatsapp', 'email', 'languages_known'))
    .$call(texts('education', 'profession', 'profession_description', 'professional_experience'))
    .$call(texts('jila', 'kendra', 'upkendra'))
    .$call(ints('year_joined'))
    .$call(texts('how_know_us', 'seeker_type', 'type_of_seeker', 'spi_status'))
    .$call(ints('spi_level'))
    .$call(texts('spi_distress'))
    .addColumn('upay_hours', 'real')
    .$call(texts('spi_qualities', 'spi_defects', 'seva_days'))
    .addColumn('seva_hours', 'real')
    .$call(texts('current_responsibility', 'limitations_in_responsibility', 'incorrect_attitude_in_seva'))
    .$call(texts('follow_seva_practices', 'accepting_mistakes', 'skills', 'level_of_responsibility'))
    .$call(texts('org_responsibility_responsibility', 'responsibility_at_district_level'))
    .$call(texts('which_responsibilities_capable', 'remarks', 'srs_observations'))
    .$call(flag('active', 1))
    .$call(fk('created_by', 'users.id', 'set null'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .$call(fk('updated_by', 'users.id', 'set null'))
    .addColumn('updated_at', TS, (c) => c.notNull())
    .execute();
  await createIndex(db, 'seekers_created_idx', 'seekers', ['created_at', 'id']);
}

// ---- events ----------------------------------------------------------------------------------

async function createEvents(db: Db, dialect: Dialect) {
  await table(db, 'events', dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(texts('description'))
    .$call(fk('location_id', 'locations.id', undefined, true))
    .$call(fk('type', 'event_types.id', undefined, true))
    .addColumn('date_from', 'text', (c) => c.notNull())
    .$call(texts('date_to', 'remarks'))
    .$call(flag('connect_gsheet', 0))
    .$call(flag('inactive', 0))
    .$call(fk('created_by', 'users.id', 'set null'))
    .$call(stamps)
    .execute();
  await createIndex(db, 'events_location_idx', 'events', ['location_id']);

  await table(db, 'event_members', dialect)
    .$call(fk('event_id', 'events.id', 'cascade', true))
    .$call(fk('member_id', 'members.id', 'cascade', true))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
    .$call(fk('approved_by', 'users.id', 'set null'))
    .$call(texts('approved_on', 'approval_comments'))
    .addColumn('inv_status', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attended', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(texts('attendance_comment'))
    .$call(fk('created_by', 'users.id', 'set null'))
    .$call(stamps)
    .execute();
  await unique(db, 'event_members_event_member_unique', 'event_members', ['event_id', 'member_id']);
  await createIndex(db, 'event_members_event_status_idx', 'event_members', ['event_id', 'status']);
  await createIndex(db, 'event_members_member_idx', 'event_members', ['member_id']);

  await table(db, 'event_member_history', dialect)
    .$call(fk('event_member_id', 'event_members.id', 'cascade', true))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .$call(texts('old_value', 'new_value', 'comment'))
    .$call(fk('changed_by', 'users.id', 'set null'))
    .addColumn('changed_at', TS, (c) => c.notNull())
    .execute();
  await createIndex(db, 'event_member_history_em_idx', 'event_member_history', ['event_member_id', 'changed_at']);
  await createIndex(db, 'event_member_history_event_idx', 'event_member_history', ['event_id', 'changed_at']);
}

// ---- registrations ---------------------------------------------------------------------------

async function createRegistrations(db: Db, dialect: Dialect) {
  await table(db, 'registrations', dialect)
    .$call(fk('event_id', 'events.id', 'cascade', true))
    .$call(fk('member_id', 'members.id', 'set null'))
    .$call(ints('relationship'))
    .$call(texts('email', 'recommended_by', 'salutation', 'firstname', 'lastname', 'fullname', 'hindi_name'))
    .$call(texts('gender'))
    .$call(fk('profession_id', 'professions.id', 'set null'))
    .$call(texts('dob', 'mobile_country_code', 'mobile_number'))
    .$call(texts('country', 'state', 'district', 'city', 'address'))
    .$call(texts('whatsapp', 'facebook_id', 'twitter_id', 'website', 'instagram', 'other_media'))
    .$call(texts('languages_understood', 'languages_known', 'pastevents'))
    .$call(texts('organization', 'designation', 'org_hindi', 'brief_intro', 'activities'))
    .$call(texts('days_of_stay', 'accommodation_needs', 'tea_or_coffee', 'diet_restrictions', 'remarks'))
    .$call(texts('booking_status', 'booking_date'))
    .$call(texts('arrival_by', 'arrival_date', 'arrival_time', 'pickup_point', 'arrival_details'))
    .$call(texts('departure_by', 'departure_date', 'departure_time', 'dropoff_point', 'departure_details'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Registered'))
    .$call(texts('public_token_hash'))
    .$call(fk('created_by', 'users.id', 'set null'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .$call(fk('updated_by', 'users.id', 'set null'))
    .addColumn('updated_at', TS, (c) => c.notNull())
    .execute();
  await createIndex(db, 'registrations_event_status_idx', 'registrations', ['event_id', 'status']);
  await createIndex(db, 'registrations_member_idx', 'registrations', ['member_id']);
  await unique(db, 'registrations_public_token_unique', 'registrations', ['public_token_hash']);
}

// ---- audit -----------------------------------------------------------------------------------

async function createAuditLog(db: Db, dialect: Dialect) {
  // No foreign keys: the log outlives the rows and users it names.
  await table(db, 'audit_log', dialect)
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .$call(texts('changes'))
    .$call(ints('user_id'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .execute();
  await createIndex(db, 'audit_log_record_idx', 'audit_log', ['table_name', 'record_id', 'created_at']);
}
