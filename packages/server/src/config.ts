import { DEFAULT_DATABASE_URL } from './db/connect';

/** Everything the server reads from the environment, in one place (docs/api-conventions.md#running-it). */
export interface Config {
  databaseUrl: string;
  host: string;
  port: number;
  tokenTtlHours: number;
  adminEmail?: string;
  adminPassword?: string;
  helpVideosDir: string;
  webDistDir?: string;
  /** API requests per minute per signed-in user (per IP when anonymous); 0 turns the limit off (benchmarks) */
  rateLimitPerMinute: number;
  /** the public form's submissions per 10 minutes per client address, a budget of their own; 0 turns it off */
  formSubmitsPer10Minutes: number;
  /** the public form's proof of work: the largest counter a browser may have to reach; 0 turns it off (benchmarks only) */
  formProofMaxCounter: number;
  /**
   * The proxies (addresses, CIDR ranges, or proxy-addr's names such as `loopback`) whose
   * X-Forwarded-For is believed; empty: none, the client address is the socket's.
   */
  trustProxy: string[];
  logLevel: string;
  /** the time one import may spend reading its file (docs/decisions/075-import-limits.md) */
  importSeconds: number;
  /** the heap the import's memory limits follow; unset: the heap in force (tests set a small one) */
  importHeapMb?: number;
  /** GET /metrics answers only with this bearer token; without one it is 404 */
  metricsToken?: string;
  /** scheduled backups (docs/decisions/082-backups.md): off unless both the folder and the hours are set */
  backupDir?: string;
  backupEveryHours?: number;
  /** how many scheduled backups stay in backupDir, newest first */
  backupKeep: number;
  /** a contact waiting longer than this many days is due on the agenda (issue 31) */
  agendaDueDays: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3000),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS || 12),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    helpVideosDir: env.HELP_VIDEOS_DIR || './data/help-videos',
    webDistDir: env.WEB_DIST_DIR,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    formSubmitsPer10Minutes: Number(env.FORM_SUBMITS_PER_10_MINUTES ?? 120),
    formProofMaxCounter: Number(env.FORM_PROOF_MAX_COUNTER ?? 10_000),
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    importSeconds: Number(env.IMPORT_SECONDS || 60),
    importHeapMb: env.IMPORT_HEAP_MB ? Number(env.IMPORT_HEAP_MB) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    backupDir: env.BACKUP_DIR || undefined,
    backupEveryHours: env.BACKUP_EVERY_HOURS ? Number(env.BACKUP_EVERY_HOURS) : undefined,
    backupKeep: Number(env.BACKUP_KEEP || 7),
    agendaDueDays: Number(env.AGENDA_DUE_DAYS || 7),
  };
}
