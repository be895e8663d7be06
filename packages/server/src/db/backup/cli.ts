import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from '../connect';
import { RestoreRefused, restoreBackup, takeBackup, type BackupCounts } from './backup';

/**
 * `npm run backup -- --to FILE` and `npm run restore -- --from FILE [--force]`, on the database
 * named by DATABASE_URL (README "Backups"). The first argument says which (package.json).
 */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const target = { url: process.env.DATABASE_URL || DEFAULT_DATABASE_URL };
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { to: { type: 'string' } } });
    if (!values.to) return usage('npm run backup -- --to FILE');
    const started = Date.now();
    const result = await takeBackup(target, values.to);
    console.log(`Backup written: ${result.file}\n  size: ${formatBytes(result.bytes)} (${result.bytes} bytes)\n  ${describe(result.counts)}\n  took ${seconds(started)}`);
    return 0;
  }
  if (command === 'restore') {
    const { values } = parseArgs({ args: rest, options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
    if (!values.from) return usage('npm run restore -- --from FILE [--force]');
    const started = Date.now();
    const counts = await restoreBackup(values.from, target, values.force);
    console.log(`Restored ${values.from} into ${redact(target.url)} and migrated it to the current version.\n  ${describe(counts)}\n  took ${seconds(started)}`);
    return 0;
  }
  return usage('npm run backup -- --to FILE  |  npm run restore -- --from FILE [--force]');
}

function usage(text: string) {
  console.error(`Usage: ${text}`);
  return 2;
}

const describe = (c: BackupCounts) => `members: ${c.members}, followups: ${c.followups}, registrations: ${c.registrations}`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

function formatBytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${n.toFixed(i ? 1 : 0)} ${units[i]}`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof RestoreRefused ? `Refused: ${err.message}` : err);
    process.exit(1);
  },
);
