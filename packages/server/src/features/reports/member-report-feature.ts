import type { FastifyPluginAsync } from 'fastify';
import { dashboardExportRoutes } from './dashboard-export-routes';
import { districtReportRoutes } from './district-report-routes';
import { memberReportRoutes } from './member-report-routes';
import { samparkDetailsRoutes } from './sampark-details-routes';

/** The member reports' routes (issue 17): memberstats, pending_stats, district_report, Sampark details, the dashboard export. */
export const memberReportFeature: FastifyPluginAsync = async (app) => {
  await app.register(memberReportRoutes);
  await app.register(districtReportRoutes);
  await app.register(samparkDetailsRoutes);
  await app.register(dashboardExportRoutes);
};
