import type { APIRequestContext, Page } from '@playwright/test';
import { canAccess } from '../../packages/domain/src/roles';
import { addDays } from '../../packages/domain/src/schemas/registration-windows';
import { validForm } from '../../packages/server/src/features/registrations/registration-form.fixtures';
import type { AppRoute } from '../../packages/web/src/lib/route-types';
import { appRouteTable } from '../support/route-table';
import { PHONE, seriousViolations, settled, smallTouchTargets, WIDE } from '../support/a11y';
import { recordViolations, violations } from '../support/csp';
import { approve, auth, completeMembers, createEvent, enrol, json, runStamp } from '../support/events';
import { expect, test } from '../support/fixtures';
import type { Role } from '../support/users';
import { formProofHeaders } from '../support/form-proof';

/**
 * The axe walk of issue 18 ("Accessible"; docs/decisions/052-accessibility.md): every route of the
 * web app's own route table, for every role that may open it and for a visitor, at 1280 and at
 * 360 px, with 0 serious or critical WCAG 2.0/2.1 A/AA violations (and none of the
 * Content-Security-Policy's); then the touch targets of the sevak's screens and the login page on
 * a phone. A new screen in routes.tsx is walked without editing this file; a new path parameter
 * fails the walk until `idFor` knows a demo id for it.
 */

const appRoutes = await appRouteTable();

const ROLES: Role[] = [1, 2, 3, 4, 5];
/** Not screens: /logout ends the session it is walked with. */
const NOT_SCREENS = new Set(['/logout']);
/** What the app shows instead of a screen when the walk went wrong (a bad id, a missing right). */
const NOT_THE_SCREEN = ['Page not found', 'You do not have access to this page', 'Something went wrong', 'Sorry Could not fetch the data', 'Not found.'];

/** The ids the route table's parameters take: from the demo data, or made for this run. */
interface Ids {
  [area: string]: number | string;
}

/** The value of `:name` in `path`, or undefined for a parameter the walk does not know yet. */
function idFor(path: string, name: string, ids: Ids): number | string | undefined {
  const [, area, , sub] = path.split('/');
  switch (name) {
    case 'page':
      return 1;
    case 'videofile':
      return 'CMS_1_Login.mp4';
    case 'event':
      return ids.event;
    case 'code':
      return ids.pass;
    case 'form':
      return sub === 'viewform' ? ids.viewform : ids.editform;
    case 'parent':
      return ids.location;
    case 'id':
      // /event/{event}/register/{member} and /event/{event}/{pass,update}/{registration}
      if (path.includes(':event')) return sub === 'register' ? ids.invitee : ids.registration;
      return ids[area!];
  }
  return undefined;
}

function urlOf(route: AppRoute, ids: Ids): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = idFor(route.path, name, ids);
    if (value === undefined) throw new Error(`no demo id for :${name} of ${route.path}: teach idFor in accessibility.spec.ts`);
    return String(value);
  });
}

/**
 * The route table as `who` may open it: a role's screens, or (role undefined) the visitor's.
 * Routes under one parent whose page loader is the same code (the eight approval status lists,
 * the nine post-approval lists) show one screen with other rows: the first stands for them,
 * which keeps the walk to one visit per screen. A new screen has a loader of its own.
 */
function routesOf(role: Role | undefined): AppRoute[] {
  const seen = new Set<string>();
  return appRoutes.filter((r) => {
    if (NOT_SCREENS.has(r.path)) return false;
    const allowed = role === undefined ? r.access === 'visitor' || r.access === 'public' : r.access !== 'visitor' && r.access !== 'public' && canAccess(role, r.access);
    // '/event/:id/new' and '/event/:id/approvalfirst' with one loader: one screen; '/profession/list' and '/profession/create' are two
    const screen = `${r.page.toString()} ${/\/:\w+\/[\w-]+$/.test(r.path) ? r.path.replace(/[\w-]+$/, '') : r.path}`;
    if (!allowed || seen.has(screen)) return false;
    seen.add(screen);
    return true;
  });
}

const firstId = async (request: APIRequestContext, token: string, url: string) =>
  (await json<{ data: { id: number }[] }>(request.get(url, auth(token)))).data[0]!.id;

/**
 * This run's event (30 days ahead, so every window of the registration form is open) at role 4's
 * first location with three Final Approved invitees, one public registration of it, a seeker,
 * and the first row of each admin list.
 */
async function makeWorld(request: APIRequestContext, admin: string, regional: string): Promise<Ids> {
  const stamp = runStamp({ lettersOnly: true });
  const start = addDays(new Date().toISOString().slice(0, 10), 30);
  const event = await createEvent(request, admin, `Axe Shibir ${stamp}`, regional, { date_from: start, date_to: addDays(start, 2) });
  const members = await completeMembers(request, regional, 3, 'asc');
  await enrol(request, admin, event.id, members.map((m) => m.id));
  await approve(request, admin, event.id, members.map((m) => m.id), 'Final Approved', `Axe ${stamp}`);
  const links = await json<{ data: { url: string }[] }>(request.get(`/api/events/${event.id}/personal-links?members=${members[0]!.id}`, auth(admin)));
  const profession = (await json<{ data: { id: number }[] }>(request.get('/api/public/professions'))).data[0]!.id;
  const registration = await json<{ data: { id: number; edit_url: string; pass_url: string } }>(
    request.post('/api/public/registrations', { data: { ...validForm({ start, profession }), event_id: event.id, email: `axe.${stamp}@example.org` }, headers: await formProofHeaders(request) }),
  );
  const seeker = { salutation: 'Mr', firstname: 'Axe', middlename: 'Mohan', lastname: `Tester${stamp}`, gender: 'M', country: 'INDIA', state: 'Maharashtra', district: 'Pune', city: 'Pune', mobile_number: `7${String(Date.now()).slice(-9)}` };
  const seekerRes = await request.post('/api/seekers', { data: seeker, ...auth(admin) });
  expect(seekerRes.status(), await seekerRes.text()).toBe(200);
  const formOf = (url: string) => /^\/forms\/([^/]+)\//.exec(url)![1]!;
  return {
    event: event.id,
    invitee: members[1]!.id,
    registration: registration.data.id,
    viewform: formOf(links.data[0]!.url),
    editform: formOf(registration.data.edit_url),
    pass: registration.data.pass_url.split('/').pop()!,
    seeker: await firstId(request, admin, '/api/seekers'),
    location: await firstId(request, regional, '/api/mylocs'),
    organization: await firstId(request, admin, '/api/organizations'),
    profession,
    category: await firstId(request, admin, '/api/categories'),
    status: await firstId(request, admin, '/api/statuses'),
    'event-type': await firstId(request, admin, '/api/event_types'),
  };
}

/** A member the role may open: the sevak's first contact, or the first of a staff role's list. */
async function memberOf(request: APIRequestContext, role: Role, token: string): Promise<number> {
  if (role === 5) return firstId(request, token, '/api/mycontacts');
  return (await completeMembers(request, token, 1, 'asc'))[0]!.id;
}

/** Axe on the page as it is, at 1280 then at 360 px; violations labelled with where they are. */
async function checkBothWidths(page: Page, label: string): Promise<string[]> {
  await page.setViewportSize(WIDE);
  await settled(page);
  const found = await seriousViolations(page, `[${label} @1280] `);
  await page.setViewportSize(PHONE);
  await settled(page);
  found.push(...(await seriousViolations(page, `[${label} @360] `)));
  await page.setViewportSize(WIDE);
  return found;
}

/**
 * Opens `url` and checks it at both widths; a url that does not show its screen, or does not
 * finish loading, or breaks the Content-Security-Policy (decision 108), is a finding too.
 */
async function visit(page: Page, url: string, who: string): Promise<string[]> {
  const found: string[] = [];
  try {
    await page.setViewportSize(WIDE);
    await page.goto(url);
    // the app has mounted (settled then waits for the screen's chunk and data), or /login shows
    // the form it was sent with: the app runs there from the first touch (decision 110); the
    // app's own LoginPage, the same markup, is walked by shell.spec.ts (a visitor sent to /login)
    await expect(page.locator('#root :visible, #login-page :visible').first()).toBeVisible();
    // a long list may take more than one wait on a loaded machine, as in language.spec.ts
    await settled(page).catch(() => settled(page));
    const headings = await page.getByRole('heading').allInnerTexts();
    const wrong = headings.find((h) => NOT_THE_SCREEN.includes(h.trim()));
    if (wrong) found.push(`[${who} ${url}] shows "${wrong}" instead of its screen`);
    found.push(...(await checkBothWidths(page, `${who} ${url}`)));
    for (const v of await violations(page)) found.push(`[${who} ${url}] breaks the Content-Security-Policy: ${v.directive} refused ${v.blocked} (${v.source})`);
  } catch (error) {
    found.push(`[${who} ${url}] could not be checked: ${String(error).split('\n')[0]}`);
  }
  return found;
}

/**
 * Visits every url, the walk going on past a finding. Two pages of the same login take turns
 * through the list side by side: axe keeps one core busy per page, and CI has two
 * (docs/decisions/087-ci-wall-time.md). The findings come back in the list's order.
 */
async function walk(page: Page, urls: string[], who: string): Promise<string[]> {
  const pages = [page, await page.context().newPage()];
  await Promise.all(pages.map(recordViolations));
  try {
    const found: string[][] = urls.map(() => []);
    await Promise.all(
      pages.map(async (lane, first) => {
        for (let i = first; i < urls.length; i += pages.length) found[i] = await visit(lane, urls[i]!, who);
      }),
    );
    return found.flat();
  } finally {
    await pages[1]!.close();
  }
}

/** Prints every finding (rule, element, route, role, width), then fails if there is one. */
function report(found: string[]) {
  if (found.length) console.log(found.join('\n'));
  expect(found.length, `${found.length} findings, listed above`).toBe(0);
}

let ids: Ids;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const login = async (email: string) => (await json<{ token: string }>(page.request.post('/api/login', { data: { email, password: 'Sampark@2026' } }))).token;
  ids = await makeWorld(page.request, await login('superadmin@demo.sampark'), await login('regional@demo.sampark'));
  await page.close();
});

test.describe('axe: every route, 1280 and 360 px', () => {
  test('a visitor: the login page and the public pages', async ({ page }) => {
    test.setTimeout(180_000);
    report(await walk(page, routesOf(undefined).map((r) => urlOf(r, ids)), 'visitor'));
  });

  for (const role of ROLES) {
    test(`role ${role}: every screen it may open, and its dialogs`, async ({ page, loginAs }) => {
      test.setTimeout(900_000);
      const token = await loginAs(role);
      const own = { ...ids, member: await memberOf(page.request, role, token) };
      const found = await walk(page, routesOf(role).map((r) => urlOf(r, own)), `role ${role}`);

      // the followup dialog, from My Contacts (the sevak's home) or the member's Followup tab
      await page.goto(role === 5 ? '/mycontacts' : `/member/${own.member}/view?followup=1`);
      await settled(page);
      if (role === 5) await page.getByRole('button', { name: /^\+ Followup / }).first().click();
      else await page.getByRole('button', { name: /Followup/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await checkBothWidths(page, `role ${role} followup dialog`)));

      if (canAccess(role, 'seekers')) {
        // a confirm: deleting a seeker asks first (cancelled here)
        await page.goto('/seeker/list');
        await settled(page);
        await page.getByRole('button', { name: /^Delete / }).first().click();
        const confirm = page.getByRole('dialog');
        await expect(confirm).toBeVisible();
        found.push(...(await checkBothWidths(page, `role ${role} delete confirm`)));
        await confirm.getByRole('button', { name: /Cancel|No/ }).click();
      }
      report(found);
    });
  }
});

test.describe('touch targets on a 360 px phone', () => {
  test('the login page and every screen of the sevak: each target 44x44 px or 44 px clear of others', async ({ page, loginAs }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const found: string[] = [];
    await page.goto('/login');
    await settled(page);
    found.push(...(await smallTouchTargets(page)).map((t) => `[/login] ${t}`));
    const token = await loginAs(5);
    const own = { ...ids, member: await memberOf(page.request, 5, token) };
    for (const url of routesOf(5).map((r) => urlOf(r, own))) {
      await page.goto(url);
      await settled(page);
      found.push(...(await smallTouchTargets(page)).map((t) => `[${url}] ${t}`));
    }
    await page.goto('/mycontacts');
    await settled(page);
    await page.getByRole('button', { name: /^\+ Followup / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await smallTouchTargets(page)).map((t) => `[followup dialog] ${t}`));
    report(found);
  });
});
