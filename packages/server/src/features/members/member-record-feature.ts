import type { FastifyPluginAsync } from 'fastify';
import { duplicatesRoutes } from './duplicates-routes';
import { giftsRoutes } from './gifts-routes';
import { memberOrgsRoutes } from './member-orgs-routes';
import { memberRecordRoutes } from './member-record-routes';
import { myContactsRoutes } from './my-contacts-routes';
import { quickEntryRoutes } from './quick-entry-routes';

/** The member record's routes (detail, edit, create, tabs, duplicates, My Contacts), registered as one. */
export const memberRecordFeature: FastifyPluginAsync = async (app) => {
  await app.register(memberRecordRoutes);
  await app.register(quickEntryRoutes);
  await app.register(duplicatesRoutes);
  await app.register(myContactsRoutes);
  await app.register(memberOrgsRoutes);
  await app.register(giftsRoutes);
};
