import type { AppRoute } from '../../lib/route-types';

const dashboard = () => import('./dashboard-page').then((m) => m.DashboardPage);
const pending = () => import('./pending-report-page').then((m) => m.PendingReportPage);
const district = () => import('./district-report-page').then((m) => m.DistrictReportPage);
const sampark = () => import('./sampark-details-page').then((m) => m.SamparkDetailsPage);

/** The dashboard and the member reports (issue 17); roles 1-4. */
export const memberReportRoutes: AppRoute[] = [
  { path: '/dashboard', access: 'staff', title: 'Dashboard', page: dashboard },
  { path: '/reports/pending', access: 'staff', title: 'Pending Report', page: pending },
  { path: '/reports/district_report', access: 'staff', title: 'District Report', page: district },
  { path: '/reports/sampark_details_report', access: 'staff', title: 'Sampark Details Report', page: sampark },
];
