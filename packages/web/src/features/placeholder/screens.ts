import type { RouteMeta } from '../../lib/route-types';

export interface PlaceholderScreen extends RouteMeta {
  path: string;
}

/**
 * Every route of /work/shared/SCREENS.md that a later issue builds. Until a feature declares the
 * same path it shows "coming soon"; when you build one, delete its line here.
 */
export const PLACEHOLDER_SCREENS: PlaceholderScreen[] = [
  // Members (seed 000, 001)
  { path: '/import', access: 'admin', title: 'Import Members' },
  // Seekers
  { path: '/seeker/import', access: 'seekers', title: 'Import Seekers' },
  // Reference data and administration
  // Events (seed 002)
  // Reports and dashboard
  { path: '/dashboard', access: 'staff', title: 'Dashboard' },
  { path: '/reports/pending', access: 'staff', title: 'Pending Report' },
  { path: '/reports/district_report', access: 'staff', title: 'District Report' },
  { path: '/reports/sampark_details_report', access: 'staff', title: 'Sampark Details Report' },
];
