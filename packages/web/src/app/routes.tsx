import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { helpRoutes } from '../features/help/routes';
import { organizationRoutes } from '../features/organizations/routes';
import { placeholdersMissingFrom } from '../features/placeholder/routes';
import { referenceListRoutes } from '../features/reference-lists/routes';
import { homeRoutes } from './home-routes';
import type { AppRoute } from './route-types';

/** Every built screen: one line per feature. */
const featureRoutes: AppRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...helpRoutes,
  ...referenceListRoutes,
  ...organizationRoutes,
];

/** Screens of SCREENS.md not built yet show "coming soon" until a feature declares their path. */
export const appRoutes: AppRoute[] = [...featureRoutes, ...placeholdersMissingFrom(featureRoutes)];
