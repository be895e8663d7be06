import { NotFound } from '../components/feedback/not-found';
import { type History, type Router, browserHistory, createRouter, useLocation } from '../lib/router';
import type { AppRoute } from '../lib/route-types';
import { ErrorScreenBoundary } from './route-error';
import { RootLayout } from './root-layout';
import { appRoutes } from './routes';

/** An address no screen has. */
const notFound: AppRoute = { path: '*', access: 'all', title: 'Page not found', page: () => Promise.resolve(NotFound) };

/** The guard and layout around every screen; a failure in them shows the error screen until the address changes. */
function AppLayout() {
  const { pathname } = useLocation();
  return (
    <ErrorScreenBoundary resetKey={pathname}>
      <RootLayout />
    </ErrorScreenBoundary>
  );
}

/** The app's router: every screen of SCREENS.md (or `routes`, in tests) inside RootLayout. */
export function createAppRouter(history: History = browserHistory(), routes: AppRoute[] = appRoutes): Router {
  return createRouter({ history, routes: [...routes, notFound], layout: AppLayout });
}
