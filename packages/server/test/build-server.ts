import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * vitest's global setup for the server project: the compiled server (packages/server/dist) is
 * built once, before any test file runs. The files that start it (compiled-server, deploy-unit)
 * run at the same time as others (docs/decisions/087-ci-wall-time.md); building in each would
 * rewrite dist/ while another file's server loads it.
 */
export default function buildCompiledServer() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'pipe' });
}
