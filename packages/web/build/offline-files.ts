import path from 'node:path';
import type { Plugin } from 'vite';

/** What a phone needs to open My Contacts offline and log a followup there (decision 051). */
const OFFLINE_PATH = [
  'src/app/shell/app-shell-layout.tsx',
  'src/app/home-page.tsx',
  'src/app/sevak-home.tsx',
  'src/features/members/my-contacts/my-contacts-page.tsx',
  'src/app/notifications-host.tsx',
  // the followup's schema (and zod), which the dialog loads as it opens: a followup saved offline is checked too (decision 115)
  '../domain/src/schemas/followups.ts',
];
/** The catalogues of that path, in both languages: the user may switch to Hindi offline. */
const CATALOGUE = /\/i18n\/locales\/(en|hi)\/(common|contacts|table|messages)\.json$/;

/**
 * Writes offline-files.json (`webRoot`: packages/web): the files of OFFLINE_PATH (with their static imports and CSS), the
 * entry and the path's catalogues. When My Contacts opens, the service worker keeps them
 * (src/offline/sw.ts), so a file that screen loads only on demand (the notifications, the Hindi
 * catalogue) is there offline too; the staff screens are not in it.
 */
export function offlineFiles(webRoot: string): Plugin {
  return {
    name: 'sampark-offline-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const root = webRoot.replaceAll(path.sep, '/');
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      const offlinePath = new Set(OFFLINE_PATH.map((m) => path.posix.join(root, m)));
      for (const chunk of chunks) {
        // by the modules a chunk holds, not its facade: PHONE_CHUNKS put the path in one chunk
        // ('sevak'), which has no facade module of its own
        const ids = chunk.moduleIds.map((m) => m.replaceAll(path.sep, '/'));
        const wanted = chunk.isEntry || ids.some((m) => offlinePath.has(m) || CATALOGUE.test(m));
        if (wanted) add(chunk.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'offline-files.json', source: JSON.stringify([...files].sort().map((f) => `/${f}`)) });
    },
  };
}
