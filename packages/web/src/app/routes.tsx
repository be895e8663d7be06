import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { eventRoutes } from '../features/events/routes';
import { helpRoutes } from '../features/help/routes';
import { locationRoutes } from '../features/locations/routes';
import { membersRoutes } from '../features/members/routes';
import { memberDetailRoutes } from '../features/member-detail/routes';
import { addMemberRoutes } from '../features/member-form/routes';
import { myContactsRoutes } from '../features/my-contacts/routes';
import { quickEntryRoutes } from '../features/quick-entry/routes';
import { organizationRoutes } from '../features/organizations/routes';
import { placeholdersMissingFrom } from '../features/placeholder/routes';
import { referenceListRoutes } from '../features/reference-lists/routes';
import { registrationsListRoutes } from '../features/registrations/registrations-list-routes';
import { registrationFormRoutes } from '../features/registrations/registration-form-routes';
import { eventReportRoutes } from '../features/reports/event-report-routes';
import { seekerRoutes } from '../features/seekers/routes';
import { userRoutes } from '../features/users/routes';
import { homeRoutes } from './home-routes';
import type { AppRoute } from '../lib/route-types';

/** Every built screen: one line per feature. */
const featureRoutes: AppRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...helpRoutes,
  ...locationRoutes,
  ...userRoutes,
  ...membersRoutes,
  ...myContactsRoutes,
  ...memberDetailRoutes,
  ...addMemberRoutes,
  ...quickEntryRoutes,
  ...referenceListRoutes,
  ...organizationRoutes,
  ...eventRoutes,
  ...seekerRoutes,
  ...registrationsListRoutes,
  ...registrationFormRoutes,
  ...eventReportRoutes,
];

/** Screens of SCREENS.md not built yet show "coming soon" until a feature declares their path. */
export const appRoutes: AppRoute[] = [...featureRoutes, ...placeholdersMissingFrom(featureRoutes)];
