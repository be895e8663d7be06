/**
 * Loads the benchmark organisation: 1,000,000 members (by default) with 5 followups each on
 * average, every state of India with its districts and towns (~2,000 locations) and 500 users.
 * It is the demo generator at scale, so the benchmark data is deterministic too.
 *
 *   node --import tsx bench/src/generate/load-bench.ts --url sqlite:/tmp/bench.db
 *   node --import tsx bench/src/generate/load-bench.ts --url postgres://postgres@127.0.0.1:5432/sampark_bench
 *
 * Flags: --url (default DATABASE_URL), --members, --seed, --followups, --users, --locations demo|large.
 * Load into an empty database: a second load is refused.
 */
import { parseDemoArgs, runDemoLoad } from '@sampark/server/src/db/demo/load-demo';

export const BENCH_DEFAULTS = { members: 1_000_000, followupsPerMember: 5, users: 500, locations: 'large' } as const;

try {
  const started = performance.now();
  await runDemoLoad(parseDemoArgs(process.argv.slice(2), BENCH_DEFAULTS));
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
