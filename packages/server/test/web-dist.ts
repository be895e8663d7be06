import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app in miniature (index.html and one content-hashed asset) in a temporary folder, for
 * WEB_DIST_DIR: a test of what the server does with the web app's files must not read whatever a
 * local `npm run build` left in packages/web/dist. The caller removes it.
 */
export function miniatureWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script src="/assets/index-3f2a9c.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}
