import { authRoutes } from '../features/auth/routes';
import { duplicatesRoutes } from '../features/duplicates/routes';
import { eventRoutes } from '../features/events/routes';
import { helpRoutes } from '../features/help/routes';
import { importRoutes } from '../features/imports/routes';
import { locationRoutes } from '../features/locations/routes';
import { membersRoutes } from '../features/members/routes';
import { memberDetailRoutes } from '../features/members/detail/routes';
import { addMemberRoutes } from '../features/members/form/routes';
import { myContactsRoutes } from '../features/members/my-contacts/routes';
import { quickEntryRoutes } from '../features/members/quick-entry/routes';
import { organizationRoutes } from '../features/organizations/routes';
import { referenceListRoutes } from '../features/reference-lists/routes';
import { registrationsListRoutes } from '../features/registrations/registrations-list-routes';
import { registrationFormRoutes } from '../features/registrations/registration-form-routes';
import { eventReportRoutes } from '../features/reports/event-report-routes';
import { memberReportRoutes } from '../features/reports/member-report-routes';
import { seekerRoutes } from '../features/seekers/routes';
import { userRoutes } from '../features/users/routes';
import { homeRoutes } from './home-routes';
import type { AppRoute } from '../lib/route-types';

/** Every screen of SCREENS.md: one line per feature. */
export const appRoutes: AppRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...helpRoutes,
  ...locationRoutes,
  ...userRoutes,
  ...membersRoutes,
  ...myContactsRoutes,
  ...memberDetailRoutes,
  ...addMemberRoutes,
  ...quickEntryRoutes,
  ...referenceListRoutes,
  ...duplicatesRoutes,
  ...organizationRoutes,
  ...eventRoutes,
  ...seekerRoutes,
  ...registrationsListRoutes,
  ...registrationFormRoutes,
  ...importRoutes,
  ...eventReportRoutes,
  ...memberReportRoutes,
];
