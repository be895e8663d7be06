/**
 * Addresses and the two places they are kept: the browser's history (the app) and an array
 * (tests, the login page's prerender). See router.tsx for why the app has its own router.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** what the navigation passed along (e.g. `{ from }` of the guard's redirect); null if none */
  state: unknown;
  /** one per history entry: 'default' for the entry the app was opened at */
  key: string;
}

/** Where to go: '/member/5/view?tab=followups', or its parts. Always from the root. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  read(): Location;
  write(location: Location, replace: boolean): void;
  /** calls `onChange` when the address changes from outside the app (back, forward) */
  listen(onChange: () => void): () => void;
}

export function pathOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? '/'}${to.search ?? ''}${to.hash ?? ''}`;
}

/** The address `to` leads to, as a new history entry. */
export function locationOf(to: To, state: unknown = null): Location {
  const url = new URL(pathOf(to), 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: Math.random().toString(36).slice(2, 10) };
}

interface EntryState {
  key: string;
  usr: unknown;
}

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}

export function browserHistory(): History {
  return {
    read() {
      const { pathname, search, hash } = window.location;
      const entry: unknown = window.history.state;
      return isEntryState(entry) ? { pathname, search, hash, state: entry.usr ?? null, key: entry.key } : { pathname, search, hash, state: null, key: 'default' };
    },
    write(location, replace) {
      const entry: EntryState = { key: location.key, usr: location.state };
      const path = pathOf(location);
      if (replace) window.history.replaceState(entry, '', path);
      else window.history.pushState(entry, '', path);
    },
    listen(onChange) {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
  };
}

/** A history in memory, opened at `path`: no back or forward. */
export function memoryHistory(path: string): History {
  let current: Location = { ...locationOf(path), key: 'default' };
  return {
    read: () => current,
    write(location) {
      current = location;
    },
    listen: () => () => undefined,
  };
}
