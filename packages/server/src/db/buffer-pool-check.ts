import { sql } from 'kysely';
import type { Database } from './connect';

/**
 * PostgreSQL's buffer pool, checked when the server starts. A bulk action on thousands of members
 * writes an entry into every index of `members` for every member, one randomly placed page each;
 * when the pool cannot hold those pages, the server writes them out during the action itself. At
 * 1M members, a 10,000-member Assign's first run took up to 4.2 s with Debian's default 128 MB
 * pool and at most 1.9 s with a quarter of the RAM (docs/decisions/021-postgresql-buffer-pool.md). Small
 * organisations never see this, so the warning only comes once members and their indexes
 * outgrow the pool. SQLite reads through the operating system's cache and has no such setting.
 */
export async function bufferPoolWarning(database: Database): Promise<string | undefined> {
  const reading = await bufferPoolReading(database);
  return reading && bufferPoolAdvice(reading.poolBytes, reading.membersBytes);
}

/** PostgreSQL: the pool's size and the size of `members` with its indexes and TOAST, in bytes. */
export async function bufferPoolReading(database: Database): Promise<{ poolBytes: number; membersBytes: number } | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ pool: number; members: number | null }>`
    select (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers') as pool,
           pg_total_relation_size(to_regclass('members')) as members`.execute(database.db);
  return { poolBytes: Number(rows[0].pool), membersBytes: Number(rows[0].members ?? 0) };
}

/** Members and their indexes take this much before the pool's size matters (~500,000 members: 984 MB at 1M). */
export const MEMBERS_SIZE_THAT_MATTERS = 512 * 1024 * 1024;

/** The operator's warning when the pool is smaller than the members table with its indexes, once that is big. */
export function bufferPoolAdvice(poolBytes: number, membersBytes: number): string | undefined {
  if (membersBytes < MEMBERS_SIZE_THAT_MATTERS || poolBytes >= membersBytes) return undefined;
  return (
    `PostgreSQL's shared_buffers (${megabytes(poolBytes)}) is smaller than the members table with its indexes (${megabytes(membersBytes)}): ` +
    'bulk actions on thousands of members will be slow. Set shared_buffers to about a quarter of the database server\'s memory ' +
    '(docs/decisions/021-postgresql-buffer-pool.md).'
  );
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;
