import type { AppRoute } from '../../lib/route-types';

/** The events list, the add and edit event form and the event details screen: roles 1-4 (seed 002 §2, CONTRACT.md "Roles and scope"). */
export const eventRoutes: AppRoute[] = [
  {
    path: '/event/list',
    access: 'staff',
    title: 'Events List',
    page: () => import('./event-list-page').then((m) => m.EventListPage),
  },
  {
    path: '/event/create',
    access: 'staff',
    title: 'Add Event',
    page: () => import('./event-pages').then((m) => m.EventCreatePage),
  },
  {
    path: '/event/:id/update',
    access: 'staff',
    title: 'Update Event',
    page: () => import('./event-pages').then((m) => m.EventEditPage),
  },
  {
    path: '/event/:id',
    access: 'staff',
    title: 'Event Details',
    page: () => import('./event-details-page').then((m) => m.EventDetailsPage),
  },
];
