import { APPROVAL_STATUS_ROUTES, POST_APPROVAL_LISTS } from '@sampark/domain/options/events';
import type { AppRoute } from '../../lib/route-types';

/** The events list, the add and edit event form and the event details screen: roles 1-4 (seed 002 §2, docs/api-conventions.md#roles-and-scope). */
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
  // add members to the event (seed 002 §2 "Add members to event")
  {
    path: '/event/:id/addmembers',
    access: 'staff',
    title: 'Add Members',
    page: () => import('./add-members-page').then((m) => m.AddMembersPage),
  },
  // the invitees, the eight approval status lists and the older approval screen (seed 002 §2, §4)
  {
    path: '/event/:id/invitees',
    access: 'staff',
    title: 'Invitees',
    page: () => import('./invitee-list-page').then((m) => m.InviteeListPage),
  },
  ...APPROVAL_STATUS_ROUTES.map(
    (list): AppRoute => ({
      path: `/event/:id/${list.slug}`,
      access: 'staff',
      title: `Invitees: ${list.status}`,
      page: () => import('./status-list-page').then((m) => m.StatusListPage),
    }),
  ),
  {
    path: '/event/:id/approvemembers',
    access: 'staff',
    title: 'Approve Members',
    page: () => import('./approve-members-page').then((m) => m.ApproveMembersPage),
  },
  // the post-approval hub and its nine lists (seed 002 §2 "Post-approval screens")
  {
    path: '/event/:id/postapproval',
    access: 'staff',
    title: 'Post Approval',
    page: () => import('./post-approval-page').then((m) => m.PostApprovalHubPage),
  },
  ...POST_APPROVAL_LISTS.map(
    (list): AppRoute => ({
      path: `/event/:id/${list.slug}`,
      access: 'staff',
      title: `Post Approval: ${list.label}`,
      page: () => import('./post-approval-page').then((m) => m.postApprovalListPage(list.slug)),
    }),
  ),
];
