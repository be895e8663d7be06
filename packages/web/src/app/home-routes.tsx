import type { AppRoute } from '../lib/route-types';

const page = () => import('./home-page').then((m) => m.HomePage);

/** '/' and '/home' show the role's home (seed 000 §2 "Home"). */
export const homeRoutes: AppRoute[] = [
  { path: '/', access: 'all', title: 'Home', page },
  { path: '/home', access: 'all', title: 'Home', page },
];
