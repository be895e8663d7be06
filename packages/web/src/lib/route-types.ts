import type { AccessGroup } from '@sampark/domain/roles';
import type { ComponentType } from 'react';

/** Who may open a route: a role group, visitors only (/login), or anyone (public forms, /logout). */
export type RouteAccess = AccessGroup | 'visitor' | 'public';

export interface RouteMeta {
  access: RouteAccess;
  /** shows the orange 'Jayatu Jayatu Hindu Rashtram' header and no drawer (seed 000 §2 "Shell") */
  hideNav?: boolean;
  /** the browser tab title */
  title: string;
}

/**
 * One screen. `page` loads the component lazily so each screen is its own chunk:
 * `page: () => import('./members-list-page').then((m) => m.MembersListPage)`.
 */
export interface AppRoute extends RouteMeta {
  path: string;
  page: () => Promise<ComponentType>;
}
