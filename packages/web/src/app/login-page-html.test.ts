import { describe, expect, it } from 'vitest';
import { loginPageHtml, rulesUsedBy } from './login-page-html';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Sampark</title>
    <script type="module" crossorigin src="/assets/index-1a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-2b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const FORMS = '<div id="login-page"><style data-mantine-styles="true">:root{--theme-blue:#1971c2}</style><form class="card"><button class="button">Login</button></form></div>';
const CSS = [
  ':root{--used:1px;--chained:var(--used);--unused:2px}',
  '.card{padding:var(--chained)}',
  '.card .button,.dialog .button{color:var(--theme-blue)}',
  '[data-mantine-color-scheme=dark] .card{color:white}',
  '.dialog{margin:var(--unused)}',
  '@media (min-width:48em){.card{padding:2px}.dialog{padding:3px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('login.html, built from index.html (issue 18, decision 060)', () => {
  const html = loginPageHtml({ indexHtml: INDEX_HTML, forms: FORMS, stylesheet: () => CSS, preload: ['/assets/login-4d.js', '/assets/shared-2b.js'] });

  it("holds the form before the app's root, with the app's entry and the login chunk preloaded, not run (decision 110)", () => {
    expect(html).toMatch(/<form class="card"><button class="button">Login<\/button><\/form><\/div><script>\(function keepShownForm\(\) \{.*\}\)\(\)<\/script><div id="root"><\/div>/s);
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/rel="modulepreload"[^>]*/g)).toEqual([
      'rel="modulepreload" crossorigin href="/assets/shared-2b.js"',
      'rel="modulepreload" crossorigin href="/assets/index-1a.js"',
      'rel="modulepreload" crossorigin href="/assets/login-4d.js"',
    ]);
    // the inline script runs the entry at the first touch or key
    expect(/<script>(.*?)<\/script>/s.exec(html)![1]).toContain('"app":"/assets/index-1a.js"');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it('refuses an index.html without the module script of the app', () => {
    expect(() => loginPageHtml({ indexHtml: INDEX_HTML.replace(/<script type="module"[^<]*<\/script>/, ''), forms: FORMS, stylesheet: () => CSS, preload: [] })).toThrow(
      'index.html has no module script for the app',
    );
  });

  it('paints without the stylesheet: its rules for the form are inline, and the page script loads it', () => {
    expect(html).not.toContain('rel="stylesheet"');
    const style = /<style>(.*?)<\/style>/s.exec(html)![1];
    expect(style).toContain('.card{padding:var(--chained)}');
    expect(style).toContain(':root{--theme-blue:#1971c2}');
    expect(style).not.toContain('data-mantine-styles');
    expect(/<script>(.*?)<\/script>/s.exec(html)![1]).toContain('{"stylesheets":["/assets/index-3c.css"],"authKey":"sampark.auth","app":"/assets/index-1a.js"}');
  });

  it("inlines the rules of the login chunks' stylesheets too, after index.html's (Mantine's components' rules come with their chunks, decision 106)", () => {
    const sheets: Record<string, string> = { '/assets/index-3c.css': '.card{padding:1px}', '/assets/login-4d.css': '.button{color:red}.dialog{color:blue}' };
    const withChunks = loginPageHtml({ indexHtml: INDEX_HTML, forms: FORMS, stylesheet: (href) => sheets[href] ?? '', preload: [], chunkStylesheets: ['/assets/login-4d.css'] });
    const style = /<style>(.*?)<\/style>/s.exec(withChunks)![1];
    expect(style).toMatch(/^\.card\{padding:1px\}\s*\.button\{color:red\}html:not/);
    expect(style).not.toContain('.dialog');
    // only index.html's stylesheet is linked by the page script: the chunks bring their own
    expect(/<script>(.*?)<\/script>/s.exec(withChunks)![1]).toContain('{"stylesheets":["/assets/index-3c.css"],"authKey":"sampark.auth","app":"/assets/index-1a.js"}');
  });
});

describe('rulesUsedBy', () => {
  it("keeps the rules of the page's classes with the variables they read, and nothing for the dark scheme", () => {
    expect(rulesUsedBy(CSS, FORMS)).toBe(
      ':root{--used:1px;--chained:var(--used)}.card{padding:var(--chained)}.card .button{color:var(--theme-blue)}@media (min-width:48em){.card{padding:2px}}',
    );
  });
});
