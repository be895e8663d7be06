import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';

const SCRIPT = `export const greeting = ${JSON.stringify('namaskar '.repeat(400))};\n`;
const EARLY_SCRIPT = "window.__samparkEarlyCalls = { '/api/user': fetch('/api/user') };";
const PAGE = `<!doctype html><script>${EARLY_SCRIPT}</script><script type="module" src="/assets/index-3f2a9c.js"></script><body>${'<p>Sampark</p>'.repeat(100)}<div id="root"></div></body>`;
const STYLE = 'body { margin: 0 }';
const WORKER = `self.addEventListener('fetch', () => {});\n${'// keeps the app shell\n'.repeat(80)}`;
const MANIFEST = JSON.stringify({ name: 'Sampark', start_url: '/home', display: 'standalone' });
const FORM_PAGE = '<!doctype html><title>Registration Form - Sampark</title><script type="module" src="/assets/public-form-1b2c3d.js"></script>';
const LOGIN_SCRIPT = "document.documentElement.lang = localStorage.getItem('sampark.language') ?? 'en';";
const LOGIN_PAGE = `<!doctype html><script>${EARLY_SCRIPT}</script><script type="module" src="/assets/index-3f2a9c.js"></script><script>${LOGIN_SCRIPT}</script><body>${'<form><input name="email"></form>'.repeat(40)}<div id="root"></div></body>`;

/**
 * A build as packages/web/vite.config.ts writes it: each file with its brotli (.br) and gzip (.gz)
 * copies, except a file too small to be worth compressing (the CSS and the form's page here).
 */
function builtDist({ withFormPage = true, withLoginPage = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: string, compressed: boolean) => {
    fs.writeFileSync(path.join(dir, name), body);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  };
  write('index.html', PAGE, true);
  write('assets/index-3f2a9c.js', SCRIPT, true);
  write('assets/index-77aa01.css', STYLE, false);
  if (withFormPage) write('public-form.html', FORM_PAGE, false);
  if (withLoginPage) write('login.html', LOGIN_PAGE, true);
  write('sw.js', WORKER, true);
  write('manifest.webmanifest', MANIFEST, false);
  return dir;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** the policy of a page whose inline scripts are these, and no other */
const scriptsAllowed = (...scripts: string[]) => `script-src ${["'self'", ...scripts.map(scriptHash)].join(' ')};`;

/** Issue 18 "Fast on a slow phone": precompressed, cached files (docs/decisions/045-javascript-budgets.md). */
describe.each(DIALECTS)('the web app files on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = builtDist();
    t = await createTestApp(dialect, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a script brotli-compressed to a browser that accepts brotli, with its type, and keeps it for good', async () => {
    const res = await get('/assets/index-3f2a9c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/index-3f2a9c.js.br')).size);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-3f2a9c.js', 'gzip');
    expect([res.statusCode, res.headers['content-encoding'], res.headers.vary, res.headers['cache-control']]).toEqual([
      200,
      'gzip',
      'Accept-Encoding',
      IMMUTABLE,
    ]);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-3f2a9c.js', accept);
      expect([res.statusCode, res.headers['content-encoding'], res.headers.vary, res.body]).toEqual([200, undefined, 'Accept-Encoding', SCRIPT]);
    }
  });

  it('sends a file that has no compressed copy as it is, whatever is accepted', async () => {
    const res = await get('/assets/index-77aa01.css', 'br, gzip');
    expect([res.statusCode, res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control'], res.body]).toEqual([
      200,
      undefined,
      'text/css; charset=utf-8',
      IMMUTABLE,
      STYLE,
    ]);
  });

  it('sends index.html compressed, checked on each load, with its inline script alone allowed (decision 102), for the page itself and for every screen of the app', async () => {
    for (const url of ['/', '/index.html', '/mycontacts', '/event/7/register/12', '/event/7/update/12', '/event/7/registrations', '/forms/7-abc/pass']) {
      const res = await get(url, 'br');
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control'], res.headers.vary]).toEqual([
        url,
        200,
        'br',
        'text/html; charset=utf-8',
        'no-cache',
        'Accept-Encoding',
      ]);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
      expect(String(res.headers['content-security-policy'])).toContain(scriptsAllowed(EARLY_SCRIPT));
    }
  });

  it("sends the public registration form's addresses its own small page, checked on each load", async () => {
    for (const url of ['/event/7/register', '/event/7/register/', '/forms/7-abc.def/viewform', '/forms/7-abc.def/edit', '/forms/7-abc/edit?from=whatsapp']) {
      const res = await get(url, 'br, gzip');
      expect([url, res.statusCode, res.headers['content-type'], res.headers['cache-control'], res.body]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        'no-cache',
        FORM_PAGE,
      ]);
      // the form's page has no inline script
      expect(String(res.headers['content-security-policy'])).toContain(scriptsAllowed());
    }
  });

  it('sends /login the login page with its form already rendered, whose inline scripts alone the policy lets run (issue 18, decisions 060 and 102)', async () => {
    for (const url of ['/login', '/login/', '/login?from=%2Fhome', '/login.html']) {
      const res = await get(url, 'br, gzip');
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control']]).toEqual([
        url,
        200,
        'br',
        'text/html; charset=utf-8',
        'no-cache',
      ]);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGIN_PAGE);
      expect(String(res.headers['content-security-policy'])).toContain(scriptsAllowed(EARLY_SCRIPT, LOGIN_SCRIPT));
    }
    const plain = await get('/login', undefined);
    expect([plain.statusCode, plain.headers['content-encoding'], plain.body]).toEqual([200, undefined, LOGIN_PAGE]);
  });

  it("sends every other address index.html, whose policy allows its own inline script, not the login page's", async () => {
    for (const url of ['/logout', '/login/extra', '/loginx', '/home?next=/login']) {
      const res = await get(url, 'gzip');
      expect([url, res.statusCode, gunzipSync(res.rawPayload).toString()]).toEqual([url, 200, PAGE]);
      expect(String(res.headers['content-security-policy'])).toContain(scriptsAllowed(EARLY_SCRIPT));
    }
  });

  it('sends the service worker from the root, checked on each load, and lets the page start it (issue 18, decision 051)', async () => {
    const res = await get('/sw.js', 'gzip');
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control'], res.headers['content-encoding']]).toEqual([
      200,
      'application/javascript; charset=utf-8',
      'no-cache',
      'gzip',
    ]);
    expect(gunzipSync(res.rawPayload).toString()).toBe(WORKER);
    // the policy lets a same-origin script run as a worker and the manifest load
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("default-src 'self'");
    const manifest = await get('/manifest.webmanifest');
    expect([manifest.statusCode, manifest.headers['content-type'], manifest.headers['cache-control'], manifest.json()]).toEqual([
      200,
      'application/manifest+json',
      'no-cache',
      { name: 'Sampark', start_url: '/home', display: 'standalone' },
    ]);
  });

  it('answers a file the build lacks with a 404, never the app page a browser would run as a script (issue 26), and an unknown API path likewise', async () => {
    for (const url of ['/assets/missing-000000.js', '/old-sw.js?v=2', '/favicon.ico', '/assets/index-000000.css', '/event/7/logo.png', '/api/no-such-call']) {
      const res = await get(url, 'br');
      expect([url, res.statusCode, res.headers['content-encoding'], res.json()]).toEqual([url, 404, undefined, { message: 'Not found.' }]);
    }
  });

  it('sends the app page for a screen whose address ends in a name with a dot (a training video, a form id, a pass)', async () => {
    for (const url of ['/help/CMS_1_Login.mp4', '/forms/7-abc.def/pass', '/pass/7.12.AbC-x_9qZ', '/member/list/1']) {
      const res = await get(url, 'br');
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    }
  });
});

describe.each(DIALECTS)('a build without the public form page or the login page on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = builtDist({ withFormPage: false, withLoginPage: false });
    t = await createTestApp(dialect, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the form addresses the whole app, which has the same routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/event/7/register', headers: { 'accept-encoding': 'gzip' } });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('sends /login the whole app, whose login screen is rendered by its script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect([res.statusCode, gunzipSync(res.rawPayload).toString()]).toEqual([200, PAGE]);
    expect(String(res.headers['content-security-policy'])).toContain(scriptsAllowed(EARLY_SCRIPT));
  });
});
