import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useRoute } from '../lib/router';
import { NoAccess } from '../components/feedback/no-access';
import { PleaseWait } from '../components/feedback/please-wait';
import { type StoredAuth, clearAuth, getAuth, isExpired } from '../lib/auth';
import { isUnauthenticated, useSessionCheck } from '../lib/session';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from './document-title';
import { decideRoute } from './guard';
import { ErrorScreenBoundary } from './route-error';
import type { RouteMeta } from '../lib/route-types';
import { BannerLayout } from './shell/banner-layout';

/**
 * The logged-in shell (drawer menu, icons, bottom bar) is its own chunk, so the login page and the
 * public forms never load it (docs/decisions/045-javascript-budgets.md). A stored login starts
 * fetching it with the app rather than after the first screen's chunk, saving a round trip.
 */
const loadShell = () => import('./shell/app-shell-layout');
const AppShellLayout = lazy(() => loadShell().then((m) => ({ default: m.AppShellLayout })));
if (getAuth()) loadShell().catch(() => undefined); // a failure shows when the shell is rendered

const FALLBACK_META: RouteMeta = { access: 'all', title: 'Sampark' };
const MAX_TIMEOUT = 2 ** 31 - 1;

/** Logs out when the token expires while the app is open (seed 002 §4 "Session"). */
function useExpiryLogout(auth: StoredAuth | null): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!auth) return;
    const wait = Math.min(Math.max(Date.parse(auth.expires_at) - Date.now(), 0), MAX_TIMEOUT);
    const timer = setTimeout(() => (isExpired(auth) ? clearAuth() : setTick((t) => t + 1)), wait);
    return () => clearTimeout(timer);
  }, [auth, tick]);
}

/** The root route: guard, session check and layout around every screen. */
export function RootLayout() {
  const meta: RouteMeta = useRoute() ?? FALLBACK_META;
  const auth = useAuth();
  const location = useLocation();
  useDocumentTitle(meta.title);
  useExpiryLogout(auth);

  const needsLogin = meta.access !== 'public' && meta.access !== 'visitor';
  // the screen does not wait for the check (a round trip on a phone's 3G, decision 059): the
  // server refuses every call a revoked login makes, and a 401 on any of them ends the session
  // (lib/api-client.ts); the check also updates the stored user and the language meanwhile
  const session = useSessionCheck(needsLogin && auth ? auth.token : null);
  const decision = decideRoute(meta, auth?.user ?? null);

  let content: ReactNode;
  if (decision.kind === 'redirect') {
    content = <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  } else if (needsLogin && session.isError && isUnauthenticated(session.error)) {
    content = <Navigate to="/logout" replace />;
  } else {
    const page =
      decision.kind === 'forbidden' ? (
        <NoAccess />
      ) : (
        <ErrorScreenBoundary resetKey={location.pathname}>
          <Suspense fallback={<PleaseWait />}>
            <Outlet />
          </Suspense>
        </ErrorScreenBoundary>
      );
    const layout = decision.kind === 'forbidden' ? 'shell' : decision.layout;
    if (layout === 'shell' && auth)
      content = (
        <Suspense fallback={<PleaseWait fullScreen />}>
          <AppShellLayout user={auth.user}>{page}</AppShellLayout>
        </Suspense>
      );
    else if (layout === 'banner') content = <BannerLayout>{page}</BannerLayout>;
    else content = page;
  }
  return content;
}
