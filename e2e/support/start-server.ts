import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/connect';
import { loadDemo } from '../../packages/server/src/db/demo/load-demo';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { ensureReferenceData } from '../../packages/server/src/db/seed-reference';

/** The server the browser tests run against: a fresh SQLite file with the demo organisation. */
const dir = path.resolve(import.meta.dirname, '../artifacts');
fs.mkdirSync(dir, { recursive: true });
// One database per port, so browser runs on different ports (E2E_PORT) do not share a file.
const file = path.join(dir, `e2e-${process.env.E2E_PORT ?? '3100'}.db`);
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });

const config = {
  ...loadConfig({
    DATABASE_URL: `sqlite:${file}`,
    PORT: process.env.E2E_PORT ?? '3100',
    ADMIN_EMAIL: 'admin@e2e.sampark',
    ADMIN_PASSWORD: 'E2eAdmin@2026',
    HELP_VIDEOS_DIR: path.join(dir, 'help-videos'),
    RATE_LIMIT_PER_MINUTE: '0',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  }),
};
fs.mkdirSync(config.helpVideosDir, { recursive: true });
// one installed video so the player path is exercised; the others show 'This video is not installed'
fs.writeFileSync(path.join(config.helpVideosDir, 'CMS_1_Login.mp4'), Buffer.alloc(2048));

const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db, database.dialect);
await ensureReferenceData(database.db, config);
await loadDemo(database, { members: 3000, seed: 42 });
const app = await buildApp({ database, config });
await app.listen({ host: '127.0.0.1', port: config.port });
console.log(`e2e server on ${config.port}`);
