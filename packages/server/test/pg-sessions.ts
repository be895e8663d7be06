import pg from 'pg';
import { TEST_PG_URL } from './dialects';

/** Ends the sessions of one test database (named by application_name), as a restart or failover does. */
export async function terminateSessions(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: number }>(
      `select count(*)::int as ended from (select pg_terminate_backend(pid) as ok from pg_stat_activity
        where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()) s where ok`,
      [applicationName],
    );
    return rows[0]!.ended;
  } finally {
    await admin.end();
  }
}
