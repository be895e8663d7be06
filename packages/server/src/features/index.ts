import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { authRoutes } from './auth/auth-routes';
import { healthRoutes } from './health/health-routes';
import { helpRoutes } from './help/help-routes';
import { followupRoutes } from './followups/followup-routes';
import { memberRecordFeature } from './members/member-record-feature';
import { memberListRoutes } from './members/member-list-routes';
import { bulkUpdateRoutes } from './members/bulk-update-routes';
import { memberExportRoutes } from './members/member-export-routes';
import { eventLookupRoutes } from './events/event-lookup-routes';
import { eventRoutes } from './events/event-routes';
import { eventMemberRoutes } from './events/event-member-routes';
import { locationsRoutes } from './locations/locations-routes';
import { usersRoutes } from './users/users-routes';
import { organizationRoutes } from './organizations/organization-routes';
import { referenceListsRoutes } from './reference-lists/reference-lists-routes';
import { seekerRoutes } from './seekers/seeker-routes';

/** Every feature's routes, one line each. */
export async function registerFeatures(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { tokenTtlHours: config.tokenTtlHours });
  await app.register(helpRoutes, { videosDir: config.helpVideosDir });
  await app.register(followupRoutes);
  await app.register(memberRecordFeature);
  await app.register(memberListRoutes);
  await app.register(bulkUpdateRoutes);
  await app.register(memberExportRoutes);
  await app.register(eventLookupRoutes);
  await app.register(eventRoutes);
  await app.register(eventMemberRoutes);
  await app.register(locationsRoutes);
  await app.register(usersRoutes);
  await app.register(referenceListsRoutes);
  await app.register(organizationRoutes);
  await app.register(seekerRoutes);
}
