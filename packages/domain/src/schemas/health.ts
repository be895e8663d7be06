import { z } from 'zod';
import { dataResponseSchema } from './responses';

/** GET api/health: the process answers and so does the database (503 `{status: 'unavailable'}` when it does not). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** GET api/ready: what a load balancer polls (docs/decisions/083). */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
/** GET api/backups/latest: whether backups are scheduled, and when the newest was taken. */
export const latestBackupResponseSchema = dataResponseSchema(z.object({ scheduled: z.boolean(), last_backup_at: z.string().nullable() }));
export type LatestBackup = z.infer<typeof latestBackupResponseSchema>['data'];
/** GET api/health and api/ready while the database does not answer (in time). */
export const unavailableResponseSchema = z.object({ status: z.literal('unavailable') });
