/**
 * Matching an address to the app's routes. The app's patterns are static segments and ':name'
 * parameters ('/event/:id/checkin'), plus '*' for an address no route has; a static segment
 * matches in any letter case, as with react-router, which the app used before (router.tsx).
 */

export type Params = Record<string, string | undefined>;

export interface Match<R> {
  route: R;
  params: Params;
}

interface Pattern<R> {
  route: R;
  /** null for '*' */
  segments: string[] | null;
  /** static segments: the more, the more specific ('/event/create' before '/event/:id') */
  statics: number;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%': the segment as typed
  }
}

function paramsOf(segments: string[], parts: string[]): Params | null {
  if (segments.length !== parts.length) return null;
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(part);
    else if (segment.toLowerCase() !== decoded(part).toLowerCase()) return null;
  }
  return params;
}

/** The routes' patterns, split once; `match` picks the most specific route for an address. */
export function routeMatcher<R extends { path: string }>(routes: readonly R[]): (pathname: string) => Match<R> | null {
  const patterns: Pattern<R>[] = routes.map((route) => {
    const segments = route.path === '*' ? null : segmentsOf(route.path);
    return { route, segments, statics: segments ? segments.filter((s) => !s.startsWith(':')).length : -1 };
  });
  return (pathname) => {
    const parts = segmentsOf(pathname);
    let best: (Match<R> & { statics: number }) | null = null;
    for (const { route, segments, statics } of patterns) {
      if (best && statics <= best.statics) continue;
      const params = segments ? paramsOf(segments, parts) : {};
      if (params) best = { route, params, statics };
    }
    return best && { route: best.route, params: best.params };
  };
}
