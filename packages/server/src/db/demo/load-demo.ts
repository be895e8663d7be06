import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { todayText } from '../../lib/time';
import { type Db, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { ensureReferenceData } from '../seed-reference';
import { advanceSequences, analyze, assertSameSchema, schemaSnapshot, withoutBulkIndexes } from './bulk-schema';
import { type BulkWriter, type DemoDatabase, withBulkWriter } from './bulk-writer';
import { dayNumber, stampText } from './demo-dates';
import { insertLocationTree, type LocationSet, planLocations } from './demo-locations';
import { insertStaff } from './demo-staff';
import { ORGANIZATIONS } from './demo-texts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { ASSIGNMENT_COLUMNS, type Batch, CREATED_SPAN_DAYS, FOLLOWUP_COLUMNS, GIFT_COLUMNS, MEMBER_COLUMNS, MEMBER_ORGANIZATION_COLUMNS, MemberGenerator } from './member-generator';
import { Random } from './random';

/**
 * The deterministic demo organisation (README "Demo data"): the same options give the same
 * locations, users, members and followups on SQLite and PostgreSQL. Small structures go through
 * Kysely; members and their followups through the fastest writer of the engine (bulk-writer.ts),
 * with the members/followups indexes rebuilt after the load (bulk-schema.ts).
 */
export interface DemoOptions {
  members: number;
  seed?: number;
  /** Average over all members; ~45% of them have none (Pending). Default 1.5. */
  followupsPerMember?: number;
  /** Users besides the five DEMO_USERS. Default 20. */
  users?: number;
  /** 'demo': ~8 states (~750 locations); 'large': every state (~2,000). Default 'demo'. */
  locations?: LocationSet;
  /** 'YYYY-MM-DD', default today: the data ends the day before (members within 3 years, followups within 2). */
  today?: string;
  /** Called after each phase with its duration (the CLI prints them). */
  onPhase?: (phase: string, ms: number) => void;
  /** Called after each written batch with the number of members written so far. */
  onProgress?: (members: number) => void;
}

export interface DemoSummary {
  locations: number;
  users: number;
  organizations: number;
  members: number;
  followups: number;
  memberOrganizations: number;
  gifts: number;
  /** Milliseconds per phase: setup, insert, indexes, analyze. */
  timings: Record<string, number>;
}

export const DEFAULT_SEED = 20_260_101;
/** Yield to the event loop this often while generating, so PostgreSQL's socket keeps moving. */
const SLICE = 1_000;

export class DemoAlreadyLoadedError extends Error {
  constructor(email: string) {
    super(`Demo data is already loaded in this database (user ${email} exists). Load it into an empty database.`);
  }
}

/**
 * Loads the demo into a migrated database that has its reference data (ensureReferenceData).
 * PostgreSQL loads through COPY when `database.url` is given (the CLI and the test harness do),
 * else through Kysely's pool with INSERT ... unnest (about half as fast).
 */
export async function loadDemo(database: DemoDatabase, opts: DemoOptions): Promise<DemoSummary> {
  const { db, dialect } = database;
  const seed = opts.seed ?? DEFAULT_SEED;
  const today = opts.today ?? todayText();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    opts.onPhase?.(name, timings[name]);
    mark = now;
  };
  await refuseSecondLoad(db);
  const before = await schemaSnapshot(db, dialect);

  const random = new Random(seed);
  // The organisation was set up the day before its first member.
  const now = stampText(dayNumber(today) - CREATED_SPAN_DAYS - 2, 9 * 3600);
  const tree = await insertLocationTree(db, planLocations(opts.locations ?? 'demo', random), now);
  const staff = await insertStaff(db, tree, opts.users ?? 20, random, now);
  const organizationIds = await insertOrganizations(db, now);
  const generator = new MemberGenerator({
    random,
    tree,
    staff,
    professionIds: await idsOf(db, 'professions'),
    categoryIds: await idsOf(db, 'categories'),
    organizationIds,
    firstIds: {
      members: await nextId(db, 'members'),
      followups: await nextId(db, 'followups'),
      memberOrganizations: await nextId(db, 'member_organizations'),
      gifts: await nextId(db, 'gifts'),
    },
    total: opts.members,
    followupsPerMember: opts.followupsPerMember ?? 1.5,
    seed,
    today,
  });
  phase('setup');

  const counts = await withBulkWriter(database, async (w) => {
    const written = await withoutBulkIndexes(w, () => writeMembers(w, generator, opts.onProgress), phase);
    await advanceSequences(w, ['locations', 'users', 'organizations', 'members', 'followups', 'member_organizations', 'gifts']);
    await analyze(w, ['members', 'member_assignments', 'followups', 'locations', 'location_closure', 'users', 'user_locations']);
    return written;
  });
  phase('analyze');
  assertSameSchema(before, await schemaSnapshot(db, dialect));
  return {
    locations: tree.byIndex.length,
    users: staff.users.length,
    organizations: organizationIds.length,
    ...counts,
    timings,
  };
}

async function refuseSecondLoad(db: Db): Promise<void> {
  const found = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_USERS.map((u) => u.email),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (found?.email) throw new DemoAlreadyLoadedError(found.email);
}

async function writeMembers(w: BulkWriter, generator: MemberGenerator, onProgress?: (members: number) => void) {
  const counts = { members: 0, followups: 0, memberOrganizations: 0, gifts: 0 };
  let pending: Promise<void> = Promise.resolve();
  try {
    while (generator.remaining > 0) {
      const batch = await generateBatch(generator, w.batchSize);
      // The previous batch was being written while this one was generated.
      await pending;
      counts.members += batch.members.length;
      counts.followups += batch.followups.length;
      counts.memberOrganizations += batch.memberOrganizations.length;
      counts.gifts += batch.gifts.length;
      const written = counts.members;
      pending = writeBatch(w, batch).then(() => onProgress?.(written));
      // Marks a failure as handled until it is awaited; the await still throws it.
      pending.catch(() => undefined);
    }
  } catch (err) {
    await pending.catch(() => undefined); // never leave a write running on the connection
    throw err;
  }
  await pending;
  return counts;
}

/** One batch, generated in slices with a turn of the event loop between them (PostgreSQL's socket keeps moving). */
async function generateBatch(generator: MemberGenerator, size: number): Promise<Batch> {
  const batch: Batch = { members: [], assignments: [], followups: [], memberOrganizations: [], gifts: [] };
  for (let k = 0; k < size && generator.remaining > 0; k += SLICE) {
    generator.fill(batch, Math.min(SLICE, size - k));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return batch;
}

async function writeBatch(w: BulkWriter, batch: Batch): Promise<void> {
  await w.exec('begin');
  try {
    await w.insert('members', MEMBER_COLUMNS, batch.members);
    await w.insert('member_assignments', ASSIGNMENT_COLUMNS, batch.assignments);
    await w.insert('followups', FOLLOWUP_COLUMNS, batch.followups);
    await w.insert('member_organizations', MEMBER_ORGANIZATION_COLUMNS, batch.memberOrganizations);
    await w.insert('gifts', GIFT_COLUMNS, batch.gifts);
    await w.exec('commit');
  } catch (err) {
    await w.exec('rollback').catch(() => undefined);
    throw err;
  }
}

async function insertOrganizations(db: Db, now: string): Promise<number[]> {
  const first = await nextId(db, 'organizations');
  const rows = ORGANIZATIONS.map((o, k) => ({ ...o, id: first + k, active: 1, created_at: now, updated_at: now }));
  await db.insertInto('organizations').values(rows).execute();
  return rows.map((r) => r.id);
}

async function idsOf(db: Db, table: 'professions' | 'categories'): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').where('active', '=', 1).orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function nextId(db: Db, table: 'members' | 'followups' | 'member_organizations' | 'gifts' | 'organizations'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

// ---- command line ------------------------------------------------------------------------------

const USAGE = `Usage: npm run demo -- [--members N] [--followups N] [--users N] [--locations demo|large]
                       [--seed N] [--today YYYY-MM-DD] [--url DATABASE_URL]
Loads the demo organisation into --url, else DATABASE_URL (default sqlite:./data/sampark.db).`;

export interface CliOptions extends DemoOptions {
  url: string;
}

/** Parses the loader's flags (shared with bench/src/generate/load-bench.ts). */
export function parseDemoArgs(argv: string[], defaults: Partial<DemoOptions> & { url?: string } = {}): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      members: { type: 'string' },
      seed: { type: 'string' },
      followups: { type: 'string' },
      users: { type: 'string' },
      locations: { type: 'string' },
      today: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name: string, v: string | undefined, fallback: number | undefined) => {
    if (v === undefined) return fallback;
    const n = Number(v.replaceAll('_', ''));
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number (got "${v}")\n${USAGE}`);
    return n;
  };
  const locations = values.locations ?? defaults.locations ?? 'demo';
  if (locations !== 'demo' && locations !== 'large') throw new Error(`--locations must be demo or large\n${USAGE}`);
  return {
    url: values.url ?? defaults.url ?? loadConfig().databaseUrl,
    members: Math.floor(num('members', values.members, defaults.members ?? 5000)!),
    seed: num('seed', values.seed, defaults.seed),
    followupsPerMember: num('followups', values.followups, defaults.followupsPerMember),
    users: num('users', values.users, defaults.users),
    locations,
    today: values.today ?? defaults.today,
  };
}

/** Opens the database, migrates, seeds the reference data and loads the demo; prints what it did. */
export async function runDemoLoad(cli: CliOptions, log: (line: string) => void = console.log): Promise<DemoSummary> {
  const database = openDatabase(cli.url);
  try {
    const started = performance.now();
    await migrateToLatest(database.db, database.dialect);
    const admin = await ensureReferenceData(database.db, loadConfig());
    if (admin.generatedPassword) log(`Created the admin ${admin.email} with the password ${admin.generatedPassword} (shown once)`);
    log(`Loading ${cli.members.toLocaleString('en')} members into ${cli.url.replace(/\/\/[^@/]*@/, '//')} ...`);
    const summary = await loadDemo(
      { ...database, url: cli.url },
      {
        ...cli,
        onPhase: (p, ms) => log(`  ${p.padEnd(8)} ${(ms / 1000).toFixed(1)} s`),
        onProgress: (n) => {
          if (n % 100_000 === 0) log(`  ${n.toLocaleString('en')} members written`);
        },
      },
    );
    const total = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `Loaded ${summary.locations} locations, ${summary.users} users, ${summary.organizations} organizations, ` +
        `${summary.members} members, ${summary.followups} followups, ${summary.memberOrganizations} member organizations, ` +
        `${summary.gifts} gifts in ${total} s.`,
    );
    log(`Log in as ${DEMO_USERS.map((u) => u.email).join(', ')} with the password ${DEMO_PASSWORD}.`);
    return summary;
  } finally {
    await database.close();
  }
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  try {
    await runDemoLoad(parseDemoArgs(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
