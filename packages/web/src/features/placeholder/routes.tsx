import type { AppRoute } from '../../lib/route-types';
import { PLACEHOLDER_SCREENS, type PlaceholderScreen } from './screens';

/** '/event/:event/x' and '/event/:id/x' are the same route. */
function routeKey(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

function toRoute({ path, ...meta }: PlaceholderScreen): AppRoute {
  return {
    path,
    ...meta,
    page: () =>
      import('./placeholder-page').then(({ PlaceholderScreen: Screen }) => {
        const Page = () => <Screen title={meta.title} />;
        return Page;
      }),
  };
}

/** The placeholders whose path no built feature declares yet. */
export function placeholdersMissingFrom(built: AppRoute[]): AppRoute[] {
  const taken = new Set(built.map((r) => routeKey(r.path)));
  return PLACEHOLDER_SCREENS.filter((s) => !taken.has(routeKey(s.path))).map(toRoute);
}
