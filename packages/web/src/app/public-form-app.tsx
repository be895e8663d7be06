import { Suspense, useEffect, useState } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, useLocation, useRoute } from '../lib/router';
import { NotFound } from '../components/feedback/not-found';
import { PleaseWait } from '../components/feedback/please-wait';
import { registrationFormRoutes } from '../features/registrations/registration-form-routes';
import { queryClient } from '../lib/query-client';
import type { AppRoute } from '../lib/route-types';
import { useDocumentTitle } from './document-title';
import { AppProviders } from './providers';
import { ErrorScreenBoundary } from './route-error';
import { BannerLayout } from './shell/banner-layout';

/**
 * The public registration form's own small app (public-form.html; docs/decisions/045-javascript-budgets.md):
 * a visitor's phone loads the form and nothing of the staff app, not even its route guard or its
 * layout. The full app (main.tsx) has the same routes, so a link to the form from a staff
 * screen works there too; here, any other address is a full page load of the full app.
 */
const publicRoutes = registrationFormRoutes.filter((route) => route.access === 'public');

/** The address this page was loaded with, before any navigation inside it. */
const LOADED_AT = window.location.pathname;

/**
 * An address this app does not have (e.g. 'Go to Home'): the full app's, loaded from the server.
 * The address the page was loaded with stays here as Not found, so a mismatch cannot reload forever.
 */
function ElsewhereInTheApp() {
  const { pathname, search } = useLocation();
  const leave = pathname !== LOADED_AT;
  useEffect(() => {
    if (leave) window.location.assign(pathname + search);
  }, [leave, pathname, search]);
  return leave ? <PleaseWait /> : <NotFound />;
}

/** An address no public route has: the full app's. */
const elsewhere: AppRoute = { path: '*', access: 'public', title: 'Sampark', page: () => Promise.resolve(ElsewhereInTheApp) };

function PublicFormLayout() {
  const route = useRoute();
  const { pathname } = useLocation();
  useDocumentTitle(route?.title ?? 'Sampark');
  return (
    <BannerLayout>
      <ErrorScreenBoundary resetKey={pathname}>
        <Suspense fallback={<PleaseWait />}>
          <Outlet />
        </Suspense>
      </ErrorScreenBoundary>
    </BannerLayout>
  );
}

export function PublicFormApp() {
  const [router] = useState(() => createBrowserRouter([...publicRoutes, elsewhere], PublicFormLayout));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
