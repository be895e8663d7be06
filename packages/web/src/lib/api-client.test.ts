import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../../test/render';
import { ApiError, ResponseShapeError, TOO_MANY_REQUESTS, api, apiUrl, parseRetryAfter, setUnauthenticatedHandler } from './api-client';
import { AUTH_STORAGE_KEY, saveAuth } from './auth';

function storeLogin() {
  saveAuth({ token: 'tok-1', expires_at: new Date(Date.now() + 60_000).toISOString(), user: { id: 1, name: 'A', role: 1 } });
}

afterEach(() => setUnauthenticatedHandler(() => {}));

/** For the calls whose answer these tests do not look at (every call names the schema of its answer). */
const anyAnswer = z.unknown();

describe('apiUrl', () => {
  it('puts every path under /api and serialises the query', () => {
    expect(apiUrl('/api/user')).toBe('/api/user');
    expect(apiUrl('user')).toBe('/api/user');
    expect(apiUrl('/members/3')).toBe('/api/members/3');
    expect(apiUrl('/api/filter', { skip: 0, limit: 100, keyword: 'a b', empty: undefined, none: null, ids: [1, 2] })).toBe(
      '/api/filter?skip=0&limit=100&keyword=a+b&ids=1%2C2',
    );
  });
});

describe('api', () => {
  it('sends the stored bearer token and a JSON body', async () => {
    storeLogin();
    const { calls } = stubFetch(() => jsonResponse(200, { message: 'ok' }));
    await api.post('/api/followups', { body: { member_id: 4 }, schema: anyAnswer });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/followups',
      headers: { Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' },
      body: { member_id: 4 },
    });
  });

  it('sends no Authorization header without a login', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await api.get('/api/health', { schema: anyAnswer });
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('parses the response with the schema', async () => {
    stubFetch(() => jsonResponse(200, { data: [{ id: 1, name: 'Doctor', extra: true }] }));
    const schema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
    const result = await api.get('/api/professions', { schema });
    expect(result).toEqual({ data: [{ id: 1, name: 'Doctor' }] });
  });

  it('throws when the response does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse(200, { data: [{ id: '1' }] }));
    const schema = z.object({ data: z.array(z.object({ id: z.number() })) });
    const error = await api.get('/api/professions', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).issues[0].path).toEqual(['data', 0, 'id']);
  });

  it("takes an unchecked call's answer as it came, and its failures as every call's (decision 115)", async () => {
    storeLogin();
    const { calls } = stubFetch((call) => (call.url === '/api/myagenda' ? jsonResponse(200, { data: { extra: [1] } }) : jsonResponse(404, { message: 'Member not found.' })));
    await expect(api.getUnchecked<{ data: unknown }>('/api/myagenda')).resolves.toEqual({ data: { extra: [1] } });
    const error = await api.postUnchecked('/api/followups', { body: { member_id: 4 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Member not found.' });
    expect(calls.map((c) => [c.method, c.headers.Authorization])).toEqual([
      ['GET', 'Bearer tok-1'],
      ['POST', 'Bearer tok-1'],
    ]);
  });

  it('throws ApiError with the 422 message and field errors', async () => {
    stubFetch(() => jsonResponse(422, { message: 'The given data was invalid.', errors: { name: ['Please enter name'] } }));
    const error = await api.post('/api/professions', { body: {}, schema: anyAnswer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      serverMessage: 'The given data was invalid.',
      errors: { name: ['Please enter name'] },
    });
  });

  it("asks for message codes and keeps them beside the server's English (issue 18)", async () => {
    const { calls } = stubFetch(() =>
      jsonResponse(422, {
        message: '2 Member(s) with phone number (9820012345) already exists.',
        code: 'duplicate_members',
        params: { count: '2', number: '9820012345' },
        errors: { mobile_no: ['Mobile number is required', 'Words from elsewhere'] },
        codes: { mobile_no: [{ code: 'mobile_required' }, null] },
      }),
    );
    const error = await api.post('/api/quickentry', { body: {}, schema: anyAnswer }).catch((e: unknown) => e);
    expect(calls[0].headers['X-Message-Codes']).toBe('1');
    expect(error).toMatchObject({
      serverMessage: '2 Member(s) with phone number (9820012345) already exists.',
      messageRef: { code: 'duplicate_members', params: { count: '2', number: '9820012345' } },
      errors: { mobile_no: ['Mobile number is required', 'Words from elsewhere'] },
      fieldCodes: { mobile_no: [{ code: 'mobile_required' }, null] },
    });
  });

  it('throws ApiError for other statuses even without a body', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const error = await api.get('/api/user', { schema: anyAnswer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status 500', serverMessage: undefined });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/user', { schema: anyAnswer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Network error' });
  });

  it('on 401 clears the login and sends the user to /login', async () => {
    storeLogin();
    const toLogin = vi.fn();
    setUnauthenticatedHandler(toLogin);
    stubFetch(() => jsonResponse(401, { message: 'Unauthenticated.' }));
    const error = await api.get('/api/mycontacts', { schema: anyAnswer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('does not end the session on 403', async () => {
    storeLogin();
    const toLogin = vi.fn();
    setUnauthenticatedHandler(toLogin);
    stubFetch(() => jsonResponse(403, { message: 'This action is unauthorized.' }));
    await expect(api.get('/api/users', { schema: anyAnswer })).rejects.toMatchObject({ status: 403 });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('on 429 keeps the login and tells how long to wait (issue 12 defect 9)', async () => {
    storeLogin();
    const toLogin = vi.fn();
    setUnauthenticatedHandler(toLogin);
    stubFetch(() => jsonResponse(429, { message: 'Slow down, please.' }, { 'Retry-After': '7' }));
    await expect(api.get('/api/user', { schema: anyAnswer })).rejects.toMatchObject({ status: 429, message: 'Slow down, please.', retryAfterMs: 7000 });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(toLogin).not.toHaveBeenCalled();
    stubFetch(() => new Response(null, { status: 429 }));
    await expect(api.get('/api/mycontacts', { schema: anyAnswer })).rejects.toMatchObject({ status: 429, message: TOO_MANY_REQUESTS, retryAfterMs: undefined });
  });

  it('returns undefined for an empty success', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.del('/api/gifts/3', { schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('downloads a file with the token and the server file name', async () => {
    storeLogin();
    const { calls } = stubFetch(
      () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Event_Registrations.xlsx"' },
        }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const name = await api.download('/api/registrations/5/export', { method: 'POST', body: { type: 1 } });
    expect(name).toBe('Event_Registrations.xlsx');
    expect(calls[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok-1' }, body: { type: 1 } });
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, never negative, at most five minutes', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('86400', now)).toBe(300_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
