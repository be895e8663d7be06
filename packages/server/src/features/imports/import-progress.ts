import type { Db } from '../../db/connect';
import { setImportProgress } from './import-repository';

/**
 * The upload's progress, written to its imports row (not kept in memory) so the browser's poll
 * may reach any app server on the same database. Written at most every PROGRESS_EVERY_MS, outside
 * any transaction; `off` for the SQLite write phase, whose transaction holds the only connection.
 */
const PROGRESS_EVERY_MS = 300;

export interface Progress {
  report(status: string, percent: number, rowsRead: number): Promise<void>;
}

export const NO_PROGRESS: Progress = { report: async () => undefined };

export function importProgress(db: Db, importId: number): Progress {
  let last = 0;
  let lastStatus = '';
  return {
    async report(status, percent, rowsRead) {
      const now = Date.now();
      if (status === lastStatus && now - last < PROGRESS_EVERY_MS) return;
      last = now;
      lastStatus = status;
      await setImportProgress(db, importId, status, Math.max(0, Math.min(100, Math.round(percent))), rowsRead);
    },
  };
}

/** Lets the server answer other requests (and progress polls) during a long check. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
