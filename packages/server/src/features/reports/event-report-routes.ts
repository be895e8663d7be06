import { PassThrough } from 'node:stream';
import {
  EVENT_DASHBOARD_EXPORT_FILE,
  eventApprovalsSchema,
  eventStatsSchema,
  inviteeReportSchema,
  registrationReportSchema,
} from '@sampark/domain/schemas/other-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../http/params';
import { eventRecord } from '../../shared/events/event-scope';
import { XLSX_TYPE } from '../../shared/members/member-export';
import { inviteeReport, registrationReport } from './event-dashboard';
import { writeEventDashboardWorkbook } from './event-dashboard-export';
import { eventApprovals, eventStats } from './event-report';

const tags = ['reports'];

/**
 * The event reports: the dashboard's `eventstats`, the Status Report (`event_approvals`) and the
 * event dashboard with its export (seed 002 §2, §7; docs/api-conventions.md#reports and #exports-and-files). Roles 1-4;
 * an event outside the caller's event scope is a 404 like a missing one.
 */
export const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/report/eventstats', { config: { access: 'staff' }, schema: { body: eventStatsSchema, tags } }, async (req) => ({
    data: await eventStats(app.db, app.dialect, req.user, req.body),
  }));

  app.post('/api/report/event_approvals', { config: { access: 'staff' }, schema: { body: eventApprovalsSchema, tags } }, async (req) => ({
    data: await eventApprovals(app.db, app.dialect, req.user, req.body),
  }));

  const onEvent = { access: 'staff', pathRecord: eventRecord } as const;
  app.post('/api/invitees/:id/report', { config: onEvent, schema: { params: idParams, body: inviteeReportSchema, tags } }, async (req) => ({
    data: await inviteeReport(app.db, app.dialect, req.user, req.params.id, req.body.type),
  }));

  app.post('/api/registrations/:id/report', { config: onEvent, schema: { params: idParams, body: registrationReportSchema, tags } }, async (req) => ({
    data: await registrationReport(app.db, app.dialect, req.params.id, req.body.type),
  }));

  app.get('/api/report/event_dashboard/:id/export', { config: onEvent, schema: { params: idParams, tags } }, async (req, reply) => {
    const out = new PassThrough();
    writeEventDashboardWorkbook(app.exportDb, app.dialect, req.user, req.params.id, out).catch((err) => {
      req.log.error({ err }, 'event dashboard export failed');
      out.destroy(err as Error);
    });
    return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${EVENT_DASHBOARD_EXPORT_FILE}"`).send(out);
  });
};
