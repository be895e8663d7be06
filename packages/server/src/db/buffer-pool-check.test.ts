import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/dialects';
import { sql } from 'kysely';
import { bufferPoolAdvice, bufferPoolReading, bufferPoolWarning, MEMBERS_SIZE_THAT_MATTERS } from './buffer-pool-check';

const MB = 1024 * 1024;

describe('bufferPoolAdvice', () => {
  it('stays quiet while members and their indexes are small, or fit the pool', () => {
    expect(bufferPoolAdvice(128 * MB, MEMBERS_SIZE_THAT_MATTERS - 1)).toBeUndefined();
    expect(bufferPoolAdvice(6000 * MB, 2100 * MB)).toBeUndefined();
    expect(bufferPoolAdvice(2100 * MB, 2100 * MB)).toBeUndefined();
  });

  it('warns when a big members table outgrows the pool', () => {
    expect(bufferPoolAdvice(128 * MB, 2100 * MB)).toBe(
      "PostgreSQL's shared_buffers (128 MB) is smaller than the members table with its indexes (2,100 MB): " +
        "bulk actions on thousands of members will be slow. Set shared_buffers to about a quarter of the database server's memory " +
        '(docs/decisions/021-postgresql-buffer-pool.md).',
    );
  });
});

describe.each(DIALECTS)('bufferPoolWarning on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it('reads the pool and the members size (PostgreSQL), and says nothing for a small organisation', async () => {
    const reading = await bufferPoolReading(database);
    if (dialect === 'sqlite') {
      expect(reading).toBeUndefined();
    } else {
      const { rows } = await sql<{ b: string }>`select pg_size_bytes(current_setting('shared_buffers'))::text as b`.execute(database.db);
      expect(reading?.poolBytes).toBe(Number(rows[0].b));
      // the empty members table still has its pages: heap, 15 indexes
      expect(reading?.membersBytes).toBeGreaterThan(15 * 8192);
    }
    expect(await bufferPoolWarning(database)).toBeUndefined();
  });
});
