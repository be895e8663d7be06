import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Keeps the server up through what a database outage may leave behind (issue 27): a promise
 * no one awaited that failed, or a lost connection's error thrown outside any request. Both are
 * logged; any other uncaught exception still ends the process, since its state is unknown.
 */
export function keepRunningOnStrayErrors(log: (message: string, err: unknown) => void = console.error): void {
  process.on('unhandledRejection', (err) => log('unhandled rejection (the server keeps running)', err));
  process.on('uncaughtException', (err) => {
    if (isDatabaseUnavailable(err)) return log('database error outside a request (the server keeps running)', err);
    log('uncaught exception', err);
    process.exit(1);
  });
}
