import { buildApp } from './app';
import { loadConfig } from './config';
import { bufferPoolWarning } from './db/buffer-pool-check';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { ensureReferenceData } from './db/seed-reference';
import { sweepInterruptedImports } from './features/imports/interrupted-imports';
import { keepRunningOnStrayErrors } from './lib/stray-errors';
import { startBackupSchedule } from './db/backup/schedule';

/** `npm start`: migrate, seed what a first start needs, listen. */
async function main() {
  keepRunningOnStrayErrors();
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db, database.dialect);
  const admin = await ensureReferenceData(database.db, config);
  if (admin.generatedPassword) {
    console.log(`\n  First start: admin user ${admin.email} created with password: ${admin.generatedPassword}\n  (set ADMIN_EMAIL / ADMIN_PASSWORD to choose them; change it at /changepassword)\n`);
  }
  const importSweep = await sweepInterruptedImports(database);
  if (importSweep.failedAtStart) console.warn(`\n  ${importSweep.failedAtStart} import(s) the last stop interrupted are marked failed\n`);
  const poolWarning = await bufferPoolWarning(database);
  if (poolWarning) console.warn(`\n  ${poolWarning}\n`);
  const app = await buildApp({ database, config, logger: true });
  const stopBackups = startBackupSchedule(database, config, app.log);
  const close = async () => {
    importSweep.stop();
    stopBackups();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Sampark is running at http://${config.host}:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
