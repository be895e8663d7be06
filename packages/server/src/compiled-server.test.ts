import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, TEST_PG_URL } from '../test/dialects';
import { freePort, stop, waitForLine } from '../test/processes';

/**
 * Issue 28 item 1: `npm run serve` (the second half of `npm start`) runs the compiled server with
 * plain `node`, no TypeScript loader in the process, and SERVER_HEAP_MB sets its V8 heap
 * (docs/decisions/081-compiled-server.md).
 */
const REPO = path.resolve(import.meta.dirname, '../../..');

/** The process ids below `pid` (Linux: /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' '))
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
/** The server's own process: the one whose argument (not a shell's command line) is a main.js. */
const isServer = (pid: number) => cmdline(pid).some((arg) => arg.endsWith('main.js') && !arg.includes(' '));
const environ = (pid: number) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

// one build serves both dialects' servers
describe.each(DIALECTS)('the started server (%s)', (dialect) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-compiled-'));
  const dbName = `sampark_compiled_${randomBytes(4).toString('hex')}`;
  const dbUrl = dialect === 'sqlite' ? `sqlite:${path.join(tmp, 'sampark.db')}` : TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
  let npm: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    if (dialect === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
    port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, SERVER_HEAP_MB: '256', LOG_LEVEL: 'warn', WEB_DIST_DIR: tmp, ADMIN_EMAIL: 'admin@compiled.sampark', ADMIN_PASSWORD: 'Admin@12345' };
    // vitest runs this file under its own TypeScript loader: the server must not inherit it
    delete env.NODE_OPTIONS;
    npm = spawn('npm', ['run', 'serve', '--silent'], { cwd: REPO, env, stdio: 'pipe' });
    await waitForLine(npm, 'Sampark is running at', 60_000);
  }, 90_000);

  afterAll(async () => {
    const server = descendants(npm.pid!).find(isServer);
    if (server) process.kill(server, 'SIGTERM');
    await stop(npm);
    fs.rmSync(tmp, { recursive: true, force: true });
    if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('runs packages/server/dist/main.js in plain node with the heap SERVER_HEAP_MB asks for', async () => {
    const servers = descendants(npm.pid!).filter(isServer);
    expect(servers).toHaveLength(1);
    const [node, ...args] = cmdline(servers[0]!);
    expect(path.basename(node!)).toBe('node');
    expect(args).toEqual(['--max-old-space-size=256', 'packages/server/dist/main.js']);
    // no loader through the environment either (tsx registers itself with --import)
    expect(environ(servers[0]!).filter((v) => v.startsWith('NODE_OPTIONS='))).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
