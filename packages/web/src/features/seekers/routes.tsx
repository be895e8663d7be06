import type { AppRoute } from '../../lib/route-types';

/**
 * Seekers, roles 1-3 (seed 001 §2; issue 15, docs/decisions/028-seekers.md): the wizard to add,
 * the list, the simple edit, and Edit through the wizard prefilled (docs/decisions/033).
 */
export const seekerRoutes: AppRoute[] = [
  {
    path: '/seeker/create',
    access: 'seekers',
    title: 'Add Seeker',
    page: () => import('./seeker-wizard-page').then((m) => m.SeekerCreatePage),
  },
  {
    path: '/seeker/list',
    access: 'seekers',
    title: 'Seekers List',
    page: () => import('./seeker-list-page').then((m) => m.SeekerListPage),
  },
  {
    path: '/seeker/:id/edit',
    access: 'seekers',
    title: 'Edit Seeker',
    page: () => import('./seeker-wizard-page').then((m) => m.SeekerWizardEditPage),
  },
  {
    path: '/seeker/:id/update',
    access: 'seekers',
    title: 'Update Seeker',
    page: () => import('./seeker-edit-page').then((m) => m.SeekerEditPage),
  },
];
