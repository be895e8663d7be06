import { PassThrough } from 'node:stream';
import {
  EVENT_DASHBOARD_EXPORT_FILE,
  eventApprovalsSchema,
  eventStatsResponseSchema,
  eventStatsSchema,
  inviteeReportResponseSchema,
  inviteeReportSchema,
  registrationReportResponseSchema,
  registrationReportSchema,
  statusReportResponseSchema,
} from '@sampark/domain/schemas/other-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { eventRecord } from '../../shared/events/event-scope';
import { sendXlsx, XLSX_ANSWER } from './dashboard-export';
import { inviteeReport, registrationReport } from './event-dashboard';
import { writeEventDashboardWorkbook } from './event-dashboard-export';
import { eventApprovals, eventStats } from './event-report';

const tags: ApiTag[] = ['reports'];

/**
 * The event reports: the dashboard's `eventstats`, the Status Report (`event_approvals`) and the
 * event dashboard with its export (seed 002 §2, §7; docs/api-conventions.md#reports and #exports-and-files). Roles 1-4;
 * an event outside the caller's event scope is a 404 like a missing one.
 */
export const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/eventstats',
    {
      config: { access: 'staff' },
      schema: {
        body: eventStatsSchema,
        tags,
        operationId: 'getEventStats',
        summary: "The dashboard's event report: the caller's events by approval, post-approval status or event type",
        response: { 200: eventStatsResponseSchema },
      },
    },
    async (req) => ({ data: await eventStats(app.db, app.dialect, req.user, req.body) }),
  );

  app.post(
    '/api/report/event_approvals',
    {
      config: { access: 'staff' },
      schema: {
        body: eventApprovalsSchema,
        tags,
        operationId: 'getEventApprovals',
        summary: "The Status Report: each of the caller's events with its members by approval status",
        response: { 200: statusReportResponseSchema },
      },
    },
    async (req) => ({ data: await eventApprovals(app.db, app.dialect, req.user, req.body) }),
  );

  const onEvent = { access: 'staff', pathRecord: eventRecord } as const;
  app.post(
    '/api/invitees/:id/report',
    {
      config: onEvent,
      schema: {
        params: idParams,
        body: inviteeReportSchema,
        tags,
        operationId: 'getInviteeReport',
        summary: "The event dashboard's invitees: the event's members by approval status or invitation",
        response: { 200: inviteeReportResponseSchema },
      },
    },
    async (req) => ({ data: await inviteeReport(app.db, app.dialect, req.user, req.params.id, req.body.type) }),
  );

  app.post(
    '/api/registrations/:id/report',
    {
      config: onEvent,
      schema: {
        params: idParams,
        body: registrationReportSchema,
        tags,
        operationId: 'getRegistrationReport',
        summary: "The event dashboard's registrations by state, or its attendees by status or type",
        response: { 200: registrationReportResponseSchema },
      },
    },
    async (req) => ({ data: await registrationReport(app.db, app.dialect, req.params.id, req.body.type) }),
  );

  app.get(
    '/api/report/event_dashboard/:id/export',
    {
      config: onEvent,
      schema: {
        params: idParams,
        tags,
        operationId: 'exportEventDashboard',
        summary: 'Every report of the event dashboard, one sheet each, as Event_Dashboard.xlsx',
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const out = new PassThrough();
      writeEventDashboardWorkbook(app.exportDb, app.dialect, req.user, req.params.id, out).catch((err) => {
        req.log.error({ err }, 'event dashboard export failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, EVENT_DASHBOARD_EXPORT_FILE, out);
    },
  );
};
