import { type RouteObject, createBrowserRouter } from 'react-router';
import { NotFound } from '../components/feedback/not-found';
import { PleaseWait } from '../components/feedback/please-wait';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { AppRoute, RouteMeta } from '../lib/route-types';
import { appRoutes } from './routes';

function toRouteObject({ path, page, ...meta }: AppRoute): RouteObject {
  const handle: RouteMeta = meta;
  return { path, handle, errorElement: <RouteError />, lazy: async () => ({ Component: await page() }) };
}

const notFound: RouteObject = {
  path: '*',
  handle: { access: 'all', title: 'Page not found' } satisfies RouteMeta,
  Component: () => <NotFound />,
};

/** The route tree: one root (guard + layout), every screen a lazy child. Tests build it too. */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      HydrateFallback: () => <PleaseWait fullScreen />,
      children: [...routes.map(toRouteObject), notFound],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
