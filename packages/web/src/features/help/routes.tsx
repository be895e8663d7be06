import type { AppRoute } from '../../lib/route-types';

export const helpRoutes: AppRoute[] = [
  { path: '/help', access: 'all', title: 'Help', page: () => import('./help-page').then((m) => m.HelpPage) },
  {
    path: '/help/:videofile',
    access: 'all',
    title: 'Training Video',
    page: () => import('./help-video-page').then((m) => m.HelpVideoPage),
  },
];
