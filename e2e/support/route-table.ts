import path from 'node:path';
import { createServer } from 'vite';
import type { AppRoute } from '../../packages/web/src/lib/route-types';

const WEB_ROOT = path.join(import.meta.dirname, '../../packages/web');

/**
 * The web app's route table (packages/web/src/app/routes.tsx), read through Vite: the table and
 * what it imports are Vite modules (import.meta.glob of the language catalogues, JSON), which
 * Node alone cannot load. No config file: the table needs none of the build's plugins. Only the
 * table is evaluated; the screens stay behind their lazy imports.
 */
export async function appRouteTable(): Promise<AppRoute[]> {
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const table = (await vite.ssrLoadModule('/src/app/routes.tsx')) as { appRoutes: AppRoute[] };
    return table.appRoutes;
  } finally {
    await vite.close();
  }
}
