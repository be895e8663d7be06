import { canAccess } from '@sampark/domain/roles';
import type { AuthUser } from '@sampark/domain/schemas/account';
import type { RouteMeta } from '../lib/route-types';

/**
 * The route guard (seed 002 §2 "Route guard", seed 000 §2 "Shell"): visitors-only routes send a
 * logged-in user home, routes that need login send a visitor to /login, a role outside the
 * route's group sees the no-access screen. The layout follows the hide-navigation flag.
 */
export type GuardDecision =
  | { kind: 'redirect'; to: '/login' | '/home' }
  | { kind: 'forbidden' }
  | { kind: 'render'; layout: 'shell' | 'banner' | 'bare' };

export function decideRoute(meta: RouteMeta, user: AuthUser | null): GuardDecision {
  if (meta.access === 'public') return { kind: 'render', layout: meta.hideNav ? 'banner' : 'bare' };
  if (meta.access === 'visitor') return user ? { kind: 'redirect', to: '/home' } : { kind: 'render', layout: 'bare' };
  if (!user) return { kind: 'redirect', to: '/login' };
  if (!canAccess(user.role, meta.access)) return { kind: 'forbidden' };
  return { kind: 'render', layout: meta.hideNav ? 'banner' : 'shell' };
}
