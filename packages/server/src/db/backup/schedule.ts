import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../connect';
import { takeBackup, type Target } from './backup';

/** Scheduled backups are named by their time, so the newest sorts last: sampark-2026-11-27T16-00-00Z.db (or .dump). */
const NAME = /^sampark-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)\.(db|dump)$/;

export function backupFileName(at: Date, database: Pick<Database, 'dialect'>): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `sampark-${stamp}.${database.dialect === 'sqlite' ? 'db' : 'dump'}`;
}

/** The scheduled backups in `dir`, oldest first. */
function backupsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/** When the newest backup in BACKUP_DIR was taken (any server's: the folder is the record), or null. */
export function newestBackupTime(config: Pick<Config, 'backupDir'>): Date | null {
  if (!config.backupDir) return null;
  const newest = backupsIn(config.backupDir).at(-1);
  if (!newest) return null;
  const [, stamp] = NAME.exec(newest)!;
  const [day, time] = stamp!.split('T');
  return new Date(`${day}T${time!.replace(/-/g, ':')}`);
}

/** One scheduled backup, then the oldest beyond BACKUP_KEEP go. */
export async function runScheduledBackup(database: Database, target: Target, config: Config, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const dir = config.backupDir!;
  const started = Date.now();
  const result = await takeBackup(target, path.join(dir, backupFileName(now, database)), database);
  log.info({ backup: result.file, bytes: result.bytes, ms: Date.now() - started, ...result.counts }, 'scheduled backup written');
  const all = backupsIn(dir);
  for (const old of all.slice(0, Math.max(0, all.length - config.backupKeep))) fs.rmSync(path.join(dir, old), { force: true });
}

/**
 * Every BACKUP_EVERY_HOURS, a backup into BACKUP_DIR; the first one when a period has passed since
 * the newest there (a restart does not take one at once, nor skip one that is due). One at a time:
 * a backup still running when the next is due makes that one wait for the next period.
 */
export function startBackupSchedule(database: Database, config: Config, log: FastifyBaseLogger): () => void {
  if (!config.backupDir || !config.backupEveryHours) return () => undefined;
  const periodMs = config.backupEveryHours * 3_600_000;
  let running = false;
  const tick = async () => {
    const newest = newestBackupTime(config);
    if (running || (newest && Date.now() - newest.getTime() < periodMs - 60_000)) return;
    running = true;
    try {
      await runScheduledBackup(database, { url: config.databaseUrl }, config, log);
    } catch (err) {
      log.error({ err }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  // checked every minute (at most), so a due backup is at most a minute late
  const timer = setInterval(() => void tick(), Math.min(periodMs, 60_000));
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
