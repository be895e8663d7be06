import type { AppRoute } from '../../lib/route-types';

/** The user, location and status reports and the event dashboard (issue 17, part). */
export const eventReportRoutes: AppRoute[] = [
  { path: '/reports/user_access', access: 'staff', title: 'User Access Report', page: () => import('./user-report-page').then((m) => m.UserAccessReportPage) },
  { path: '/reports/location_access', access: 'staff', title: 'Location Access Report', page: () => import('./location-report-page').then((m) => m.LocationAccessReportPage) },
  { path: '/reports/status_report', access: 'staff', title: 'Status Report', page: () => import('./status-report-page').then((m) => m.StatusReportPage) },
  { path: '/event/:event/dashboard', access: 'staff', title: 'Event Dashboard', page: () => import('./event-dashboard-page').then((m) => m.EventDashboardPage) },
];
