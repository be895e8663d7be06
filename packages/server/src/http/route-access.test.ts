import { ACCESS, ALL_ROLES } from '@sampark/domain/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import { createMember, rootLocationId, type TestUser } from '../../test/factories';
import { BODY_NOT_AN_OBJECT, type DeclaredRoute } from './access';

/** Bodies that must never reach validation before the caller is known to be allowed. */
const BAD_BODIES = ['null', '"text"', '[1,2]', '{"zzz":1}'];
/** routes whose schema takes a null body: the members filter, where null is "no filter" (the list, its export and search, the reports on it) */
const NULL_MEANS_NO_FILTER = [
  'POST /api/filter',
  'POST /api/members/export',
  'POST /api/search',
  'POST /api/report/pending_stats',
  'POST /api/report/district_report',
  'POST /api/report/district_report/export',
];
const IMPOSSIBLE_IDS = ['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '1e3'];

const inject = (route: DeclaredRoute, body: string, token?: string): InjectOptions => ({
  method: route.method as InjectOptions['method'],
  url: route.url.replaceAll(':id', '1').replaceAll(':file', 'x.mp4'),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  payload: body,
});

/**
 * Issue 12 defect 7 (docs/api-conventions.md#errors-in-this-order): 401, then 403, then 404, then 422. Every
 * route the app registers is read from the app itself, so a new route is covered without
 * editing this file.
 */
describe.each(DIALECTS)('route access order on %s', (dialect) => {
  let t: TestApp;
  let routes: readonly DeclaredRoute[];
  const byRole = new Map<number, TestUser>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    routes = t.app.apiRoutes;
    for (const role of ALL_ROLES) byRole.set(role, await t.userOf(role));
  });
  afterAll(() => t.close());

  it('reads the routes from the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/members/:id', access: 'all', hasBody: true });
  });

  it('answers 401 without a token on every non-public route, whatever the body', async () => {
    const seen: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      for (const body of BAD_BODIES) {
        const res = await t.app.inject(inject(route, body));
        seen.push(`${route.method} ${route.url} ${body} -> ${res.statusCode} ${route.method === 'HEAD' ? '' : res.body}`);
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    const unauthenticated = /-> 401 (\{"message":"Unauthenticated."\})?$/;
    expect(seen.filter((line) => !unauthenticated.test(line))).toEqual([]);
  });

  it('answers 403 to every role a route refuses, whatever the body', async () => {
    const seen: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const refused = ALL_ROLES.filter((role) => !(ACCESS[route.access as keyof typeof ACCESS] as readonly number[]).includes(role));
      for (const role of refused) {
        for (const body of BAD_BODIES) {
          const res = await t.app.inject(inject(route, body, byRole.get(role)!.token));
          const shown = route.method === 'HEAD' ? '' : res.body;
          seen.push(`${route.method} ${route.url} role ${role} ${body} -> ${res.statusCode} ${shown}`);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    const forbidden = /-> 403 (\{"message":"You are not allowed to do this."\})?$/;
    expect(seen.filter((line) => !forbidden.test(line))).toEqual([]);
  });

  it('answers 404 for a path id that cannot exist, before the body is read', async () => {
    const admin = byRole.get(1)!;
    const seen: string[] = [];
    for (const route of routes.filter((r) => r.url.includes(':id') && r.method !== 'HEAD')) {
      for (const id of IMPOSSIBLE_IDS) {
        const res = await t.app.inject({ ...inject(route, 'null', admin.token), url: route.url.replace(':id', id) });
        seen.push(`${route.method} ${route.url} ${id} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((line) => !line.endsWith('-> 404 {"message":"Not found."}'))).toEqual([]);
  });

  it('answers 404 for a member out of scope before validating the body', async () => {
    const other = await createMember(t.database.db, { location_id: await rootLocationId(t.database.db) });
    const sevak = byRole.get(5)!;
    for (const body of BAD_BODIES) {
      const res = await t.call(sevak, { method: 'PUT', url: `/api/members/${other}`, headers: { 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Member not found.' });
    }
  });

  it('answers 404 for a missing record of an admin screen before validating the body', async () => {
    const admin = byRole.get(1)!;
    for (const url of ['/api/users/999999', '/api/locations/999999', '/api/professions/999999', '/api/event_types/999999', '/api/organizations/999999']) {
      const res = await t.call(admin, { method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload: '{"zzz":1}' });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json().message).toMatch(/not found\.$/i);
    }
  });

  it('answers 422 with a message for people to a body that is not an object', async () => {
    const admin = byRole.get(1)!;
    const bodyRoutes = routes.filter((r) => r.hasBody && r.access !== 'public' && !r.url.includes(':id'));
    expect(bodyRoutes.length).toBeGreaterThan(10);
    for (const route of bodyRoutes) {
      const bodies = NULL_MEANS_NO_FILTER.includes(`${route.method} ${route.url}`) ? ['"text"', '[1,2]', '12'] : ['null', '"text"', '[1,2]', '12'];
      for (const body of bodies) {
        const res = await t.app.inject(inject(route, body, admin.token));
        expect([route.method, route.url, body, res.statusCode]).toEqual([route.method, route.url, body, 422]);
        expect(res.json()).toEqual({ message: BODY_NOT_AN_OBJECT, errors: { _: [BODY_NOT_AN_OBJECT] } });
      }
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(login.statusCode).toBe(422);
    expect(login.json().message).toBe(BODY_NOT_AN_OBJECT);
  });

  it('still reads a null filter as no filter', async () => {
    const res = await t.call(byRole.get(1)!, { method: 'POST', url: '/api/filter', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(res.statusCode).toBe(200);
  });
});
