import postcss, { type Container, type Declaration, type Root } from 'postcss';
import { LANGUAGE_ATTRIBUTE, PRERENDERED_PAGE_ID, PRESSED_ATTRIBUTE, SIGNED_IN_ATTRIBUTE, keepShownForm, startPrerenderedLogin } from '../features/auth/prerendered-login';
import { LANGUAGES } from '../i18n/i18n';
import { AUTH_STORAGE_KEY } from '../lib/auth';

/**
 * login.html from the built index.html (docs/decisions/060-prerendered-login.md), run at build time
 * by vite.config.ts loginPage(): the same scripts, the login form already rendered, the CSS rules
 * that form uses inline, and the app's stylesheet started by the inline script instead of holding
 * the first paint (on Fast 3G its request is a round trip, 0.56 s, after the page's). The app's
 * entry is preloaded, and run by the inline script at the person's first touch or key
 * (docs/decisions/110-login-page-app-at-first-touch.md).
 */
export interface LoginPageInput {
  /** the built index.html */
  indexHtml: string;
  /** renderLoginForms(): #login-page */
  forms: string;
  /** the text of a stylesheet the page links, by its href */
  stylesheet: (href: string) => string;
  /** scripts to fetch with the entry: the login page's chunks, otherwise asked for after it runs */
  preload: string[];
  /** the stylesheets of those chunks (hrefs): Mantine's components' rules come with their chunks (decision 106) */
  chunkStylesheets?: string[];
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
/** index.html's entry: login.html preloads it and its inline script runs it (decision 110) */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

const VARIABLE = /var\((--[\w-]+)/g;
/** the app is light only (providers.tsx): Mantine's dark rules never apply */
const DARK = /\[data-mantine-color-scheme=["']?dark/;

function classesIn(html: string): Set<string> {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  // Mantine's inline <style> tags name classes of their own
  for (const m of html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)) for (const c of m[1].matchAll(CLASS_NAME)) used.add(c[1]);
  return used;
}

function pruneRules(container: Container, used: Set<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => !DARK.test(selector) && [...selector.matchAll(CLASS_NAME)].every((m) => used.has(m[1])));
      if (kept.length) node.selectors = kept;
      else node.remove();
    } else if (node.type === 'atrule' && /keyframes$/.test(node.name)) node.remove();
    else if (node.type === 'atrule' && node.nodes) {
      pruneRules(node, used);
      if (!node.nodes.length) node.remove();
    } else if (node.type === 'comment') node.remove();
  });
}

/** Drops the custom properties nothing kept refers to: most of Mantine's :root (every palette's shades). */
function pruneVariables(root: Root, html: string): void {
  const declarations: Declaration[] = [];
  const used = new Set([...html.matchAll(VARIABLE)].map((m) => m[1]));
  const reads = (value: string) => [...value.matchAll(VARIABLE)].map((m) => m[1]);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declarations.push(decl);
    else for (const name of reads(decl.value)) used.add(name);
  });
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const decl of declarations) if (used.has(decl.prop)) for (const name of reads(decl.value)) used.add(name);
  }
  for (const decl of declarations) if (!used.has(decl.prop)) decl.remove();
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
}

/** The rules `html` needs: those whose classes all appear in it (and those without a class: :root, body...), with the variables they read. */
export function rulesUsedBy(css: string, html: string): string {
  const root = postcss.parse(css);
  pruneRules(root, classesIn(html));
  pruneVariables(root, html);
  return root.toString();
}

/** Which form shows: the stored language's (the inline script sets <html lang>); none with a stored login. */
const PAGE_CSS = [
  ...LANGUAGES.map((language) => `html:not([lang="${language}"]) [${LANGUAGE_ATTRIBUTE}="${language}"]`),
  `html[${SIGNED_IN_ATTRIBUTE}] #${PRERENDERED_PAGE_ID}`,
  // the app's waits, under the form until LoginPage takes over (then #login-page is gone)
  `html:not([${SIGNED_IN_ATTRIBUTE}]) #${PRERENDERED_PAGE_ID} ~ #root`,
]
  .join(',')
  .concat('{display:none}')
  // Login pressed before the app runs: the press is kept (startPrerenderedLogin), and seen to be
  .concat(`#${PRERENDERED_PAGE_ID} [${PRESSED_ATTRIBUTE}] [type="submit"]{opacity:.6;cursor:progress}`);

/** MantineProvider's global classes (and its theme variables, were they not in the stylesheet: decision 114), rendered with each form: the same in every language. */
const PROVIDER_STYLES = /<style data-mantine-styles="(true|classes)">([^<]*)<\/style>/g;

export function loginPageHtml({ indexHtml, forms: rendered, stylesheet, preload, chunkStylesheets = [] }: LoginPageInput): string {
  const app = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!app) throw new Error('index.html has no module script for the app');
  const stylesheets = [...indexHtml.matchAll(STYLESHEET_LINK)].map((m) => m[1]);
  const providerStyles = [...new Set([...rendered.matchAll(PROVIDER_STYLES)].map((m) => m[2]))];
  const forms = rendered.replace(PROVIDER_STYLES, '');
  // in the order the app has them: its stylesheet, its chunks', then the provider's
  const css = rulesUsedBy([...stylesheets, ...chunkStylesheets].map(stylesheet).concat(providerStyles).join('\n'), forms);
  const options = { stylesheets, authKey: AUTH_STORAGE_KEY, app };
  const head = [
    // only index.html's own preloads are skipped: its early-calls script names the login chunk too
    ...[app, ...preload].filter((href) => !indexHtml.includes(`modulepreload" crossorigin href="${href}"`)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<style>${css}${PAGE_CSS}</style>`,
    `<script>(${startPrerenderedLogin.toString()})(${JSON.stringify(options)})</script>`,
  ];
  const page = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(STYLESHEET_LINK, '')
    // Mantine's rules for the light scheme, which the app sets on <html> when it starts
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace('</head>', `${head.join('\n')}\n</head>`)
    .replace('<div id="root"></div>', `${forms}<script>(${keepShownForm.toString()})()</script><div id="root"></div>`);
  if (!page.includes(forms)) throw new Error('index.html has no <div id="root"></div> for the login form');
  return page;
}
