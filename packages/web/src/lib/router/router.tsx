import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type LoadedOrLazy, loadedOrLazy } from '../loaded-or-lazy';
import type { AppRoute } from '../route-types';
import { type History, type Location, type NavigateOptions, type To, browserHistory, locationOf, memoryHistory, pathOf } from './location';
import { type Match, type Params, routeMatcher } from './match';

/**
 * The app's router (docs/decisions/117-the-apps-own-router.md): the addresses of SCREENS.md, each
 * a lazy screen inside one layout, and the few hooks and links the screens use. It replaced
 * react-router, whose data router was 90 KB of a phone's first script and a third of its first long
 * task (creating the router, ranking and matching 60 routes) for features the app does not use
 * (loaders, actions, fetchers, nested layouts, relative links).
 */

export interface Router {
  /** the address shown (the shape react-router's router had: tests and app.tsx read it) */
  readonly state: { location: Location };
  navigate(to: To, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
  match(pathname: string): Match<AppRoute> | null;
  /** the route's screen, loaded when first rendered (or preloaded); once loaded, the screen itself */
  pageOf(route: AppRoute): ComponentType;
  /** renders around every screen; its <Outlet /> is the screen */
  layout: ComponentType;
}

interface RouterOptions {
  history: History;
  routes: readonly AppRoute[];
  layout?: ComponentType;
}

const NoLayout = () => <Outlet />;

export function createRouter({ history, routes, layout = NoLayout }: RouterOptions): Router {
  const match = routeMatcher(routes);
  const listeners = new Set<() => void>();
  let location = history.read();
  // one load per route, its screen drawn at once when loaded (loadedOrLazy); a failed one is
  // forgotten at the next address, so that a later visit of the route tries again (not the same
  // visit's next render, which would retry without end)
  const pages = new Map<AppRoute, LoadedOrLazy<object>>();
  const failed = new Set<AppRoute>();
  const pageFor = (route: AppRoute) => {
    let page = pages.get(route);
    if (!page) {
      page = loadedOrLazy(() =>
        route.page().catch((error: unknown) => {
          failed.add(route);
          throw error;
        }),
      );
      pages.set(route, page);
    }
    return page;
  };
  const show = (next: Location) => {
    for (const route of failed) pages.delete(route);
    failed.clear();
    location = next;
    for (const listener of listeners) listener();
  };
  history.listen(() => show(history.read()));

  const pageOf = (route: AppRoute) => pageFor(route).Component;
  // the first screen's file is asked for now, with the app's own, not once the layout renders
  const first = match(location.pathname);
  if (first) pageFor(first.route).load().catch(() => undefined); // the screen reports the failure

  return {
    get state() {
      return { location };
    },
    navigate(to, { replace = false, state = null } = {}) {
      const next = locationOf(to, state);
      history.write(next, replace);
      show(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    match,
    pageOf,
    layout,
  };
}

export function createBrowserRouter(routes: readonly AppRoute[], layout?: ComponentType): Router {
  return createRouter({ history: browserHistory(), routes, layout });
}

export function createMemoryRouter(routes: readonly AppRoute[], path: string, layout?: ComponentType): Router {
  return createRouter({ history: memoryHistory(path), routes, layout });
}

interface RouterContextValue {
  router: Router;
  location: Location;
  match: Match<AppRoute> | null;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouterContext(): RouterContextValue {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A screen used the router outside <RouterProvider> or <MemoryRouter>');
  return context;
}

/** Renders the router's layout for the address, and again whenever it changes. */
export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const read = () => router.state.location;
  const location = useSyncExternalStore(router.subscribe, read, read);
  const match = useMemo(() => router.match(location.pathname), [router, location.pathname]);
  const value = useMemo(() => ({ router, location, match }), [router, location, match]);
  const Layout = router.layout;
  return <RouterContext.Provider value={value}>{children ?? <Layout />}</RouterContext.Provider>;
}

/** A router without routes, at `initialEntries[0]`: a component's tests, the login page's prerender. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], initialEntries[0] ?? '/'));
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

/** The screen of the address, in the layout. */
export function Outlet() {
  const { router, match } = useRouterContext();
  if (!match) return null;
  const Page = router.pageOf(match.route);
  return <Page />;
}

export function useLocation(): Location {
  return useRouterContext().location;
}

export function useNavigate(): Router['navigate'] {
  return useRouterContext().router.navigate;
}

/** The address's ':name' parameters, decoded. */
export function useParams(): Params {
  return useRouterContext().match?.params ?? {};
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The route of the address (its access and title), or null when no route has it. */
export function useRoute(): AppRoute | null {
  return useRouterContext().match?.route ?? null;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** Whether a click is the browser's own (a new tab or window, a download): left to the browser. */
function isBrowsersClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self');
}

/** A link inside the app: a real <a href> (open in a new tab works), followed without a page load. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { router, location } = useRouterContext();
  const href = pathOf(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowsersClick(event, target)) return;
    event.preventDefault();
    // a link to the address shown replaces it: no second entry for Back to step through
    router.navigate(to, { replace: replace ?? href === pathOf(location), state });
  };
  return <a ref={ref} href={href} target={target} onClick={follow} {...rest} />;
});

/** Goes to `to` as soon as it is rendered (the guard's redirects). */
export function Navigate({ to, replace = false, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = pathOf(to);
  useEffect(() => {
    navigate(path, { replace, state });
    // once per address: `state` is a new object on each render of the guard
  }, [navigate, path, replace]);
  return null;
}
