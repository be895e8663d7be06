/**
 * Whether an error means the database cannot be used right now (a restart, a failover, a
 * network cut, a locked or read-only SQLite file) rather than a bug: such errors answer 503
 * (http/errors.ts), and a readiness check may use the same test.
 */

/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is "connection exception". */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket and name look-up errors on the way to the server. */
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** better-sqlite3's codes carry an extended suffix (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE). */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR'];
/** node-postgres says these in words only, without a code. */
const PG_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /not queryable/, /^Connection ended unexpectedly/];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NET_CODES.has(code)) return true;
    if (SQLITE_PREFIXES.some((p) => code.startsWith(p))) return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((m) => m.test(message))) return true;
  // a failed connect to "localhost" is an AggregateError of each address's refusal
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
