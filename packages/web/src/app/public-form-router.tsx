import { type AnchorHTMLAttributes, Children, type ReactNode, createContext, isValidElement, useContext } from 'react';

/**
 * The public form page's stand-in for react-router (docs/decisions/061-public-form-on-preact.md):
 * that page's build puts this module in react-router's place, saving 14 KB gzip on a visitor's
 * phone. The page has three routes and no navigation inside it, so the address is matched once,
 * from window.location, and a link is a plain link (a full page load, which is what
 * public-form-app.tsx does for any other address anyway). It has only what the page's modules
 * import from react-router: the build fails on a missing export. The staff app (index.html) and
 * the unit tests use react-router itself.
 */

type Params = Record<string, string | undefined>;

const ParamsContext = createContext<Params>({});

export function BrowserRouter({ children }: { children: ReactNode }) {
  return children;
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

/** A route of <Routes>: read by Routes, renders nothing itself. */
export function Route(_props: { path: string; element: ReactNode }) {
  return null;
}

/** The route patterns here are static segments and ':name' parameters, or '*'. */
function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === '*') return {};
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  return match ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) : null;
}

/** The first <Route> whose path matches the address, with its parameters. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = window.location;
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ path: string; element: ReactNode }>(child)) continue;
    const params = matchPath(child.props.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{child.props.element}</ParamsContext.Provider>;
  }
  return null;
}

export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />;
}

/** No data router here: errors are caught by ErrorScreenBoundary (route-error.tsx). */
export function useRouteError(): unknown {
  return undefined;
}

export function isRouteErrorResponse(_error: unknown): boolean {
  return false;
}
