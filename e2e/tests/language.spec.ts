import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { canAccess } from '../../packages/domain/src/roles';
import type { AppRoute } from '../../packages/web/src/lib/route-types';
import { settled } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { appRouteTable } from '../support/route-table';
import { DEMO_PASSWORD, demoUser, type Role } from '../support/users';

/**
 * Hindi and English (issue 18, docs/decisions/050-hindi-and-english.md): a sevak and an admin
 * switch to Hindi in the top bar; the choice survives a reload and follows them to a new browser
 * (it is stored on the server); then every screen of theirs is walked in Hindi: its heading is
 * Devanagari and no English text of the catalogues is on it. The screens come from the web app's
 * own route table, so a new screen is walked without editing this file.
 */

const appRoutes = await appRouteTable();
const LOCALES = path.join(import.meta.dirname, '../../packages/web/src/i18n/locales');
const DEVANAGARI = /[\u0900-\u097F]/;

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * English texts a Hindi screen must not show: each catalogue value whose Hindi differs, with
 * letters, unless some Hindi value is that very text ('English' in the language switch, 'WhatsApp').
 */
function englishOnlyTexts(): Set<string> {
  const texts = new Set<string>();
  const hindiValues = new Set<string>();
  for (const file of fs.readdirSync(path.join(LOCALES, 'en'))) {
    const read = (lng: string) => new Map(leaves(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, file), 'utf8'))));
    const [en, hi] = [read('en'), read('hi')];
    for (const value of hi.values()) hindiValues.add(value.trim());
    for (const [key, text] of en) {
      // a value with {{values}} is never shown as written; a short word could be someone's data
      if (hi.get(key) !== text && /[A-Za-z]{3}/.test(text) && !text.includes('{{')) texts.add(text.trim());
    }
  }
  for (const value of hindiValues) texts.delete(value);
  return texts;
}
const ENGLISH = englishOnlyTexts();

/** The screens of `role` the walk can open without an id (one with an id needs this run's data). */
function screensOf(role: Role): AppRoute[] {
  return appRoutes.filter(
    (r) => r.access !== 'visitor' && r.access !== 'public' && canAccess(role, r.access) && !/:(?!page\b)/.test(r.path),
  );
}

const languageSwitch = (page: Page) => page.getByRole('radiogroup', { name: /^(Language|भाषा)$/ });

async function logInWithTheForm(page: Page, role: Role) {
  await page.goto('/login');
  await page.getByLabel(/^(Email or Mobile Number|ईमेल या मोबाइल नंबर)/).fill(demoUser(role).email);
  await page.getByLabel(/^(Password|पासवर्ड)/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Login|लॉग इन करें)$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The visible texts and labels of the page that are English words of the catalogues. Rows of a
 * table body are records people typed (a profession named 'Doctor' in the Professions list), not
 * the app's words, so they are not read; nor are a chart's axis texts, the same rows drawn (its
 * ticks split a user named 'Chitra Coordinator' into words).
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const beside = r.right <= 0 || r.left >= window.innerWidth;
      return r.width > 0 && r.height > 0 && !beside && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && node.parentElement && visible(node.parentElement) && !node.parentElement.closest('tbody, svg')) out.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el) || el.closest('tbody')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
  return shown.filter((text) => ENGLISH.has(text)).sort();
}

async function setLanguageOnServer(browser: Browser, role: Role, language: 'en' | 'hi') {
  const context = await browser.newContext();
  const login = await context.request.post('/api/login', { data: { email: demoUser(role).email, password: DEMO_PASSWORD } });
  const { token } = await login.json();
  const res = await context.request.put('/api/user/language', { data: { language }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  await context.close();
}

for (const role of [5, 1] as Role[]) {
  test.describe(`role ${role} in Hindi`, () => {
    // the other specs read English: this user's choice is put back whatever happened here
    test.afterAll(async ({ browser }) => setLanguageOnServer(browser, role, 'en'));

    test('switches to Hindi, and the choice survives a reload and a new browser', async ({ page, browser }) => {
      await logInWithTheForm(page, role);
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(DEVANAGARI);
      await languageSwitch(page).getByText('हिन्दी').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(DEVANAGARI);
      await expect(languageSwitch(page)).toHaveAccessibleName('भाषा');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(DEVANAGARI);

      // another phone: nothing on the device, the login form in English, the server's choice after it
      const other = await browser.newContext();
      const phone = await other.newPage();
      await logInWithTheForm(phone, role);
      await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(phone.getByRole('heading', { level: 1 }).first()).toHaveText(DEVANAGARI);
      await expect(phone.getByRole('navigation', { name: 'मुख्य मेनू' })).toBeVisible();
      await other.close();
    });

    test('shows every screen of the role in Hindi', async ({ page, loginAs, browser }) => {
      test.setTimeout(300_000);
      await setLanguageOnServer(browser, role, 'hi');
      await loginAs(role);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const findings: Record<string, string[]> = {};
      for (const route of screensOf(role)) {
        const url = route.path.replace(':page', '1');
        await page.goto(url);
        const problems: string[] = [];
        // a screen that never finishes loading is reported with the others, and the walk goes on;
        // the admin's Members List of the whole demo organisation may take more than one wait
        await settled(page)
          .catch(() => settled(page))
          .catch(() => problems.push('still loading after 20 s'));
        const heading = page.getByRole('heading', { level: 1 }).first();
        if ((await heading.count()) > 0) {
          const text = (await heading.innerText()).trim();
          if (!DEVANAGARI.test(text)) problems.push(`heading: ${text}`);
        }
        problems.push(...(await englishOnScreen(page)));
        if (problems.length > 0) findings[url] = problems;
      }
      // one list of every screen that still shows English, by route
      expect(findings).toEqual({});
    });
  });
}
