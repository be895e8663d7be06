import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../../test/render';
import { EARLY_CALLS_GLOBAL, api, setUnauthenticatedHandler } from '../lib/api-client';
import { AUTH_STORAGE_KEY, getAuth, saveAuth } from '../lib/auth';
import { EARLY_KEPT_GLOBAL, EARLY_KEPT_READING_GLOBAL, OFFLINE_DB, loadAgendaCopy, loadContactsCopy, peekAgendaCopy, peekContactsCopy, saveContactsCopy } from '../offline/offline-store';
import { EARLY_CALLS_PLAN, askEarlyCalls, earlyCallsScript } from './early-calls';

const anyAnswer = z.unknown();
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

function storeLogin(role: 1 | 5, token = 'tok-1') {
  saveAuth({ token, expires_at: inAMinute(), user: { id: 1, name: 'A', role } });
}

/** index.html's inline script as the browser runs it: its text alone, nothing from this module. */
function runInlineScript() {
  const text = /^<script>([\s\S]*)<\/script>$/.exec(earlyCallsScript(['/assets/sevak-3f2a9c.js']))![1];
  new Function(text)();
}

beforeEach(() => window.history.replaceState(null, '', '/home'));
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

/** The page's read of the kept copies, gone as with a new page. */
function forgetEarlyRead() {
  delete (window as unknown as Record<string, unknown>)[EARLY_KEPT_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_KEPT_READING_GLOBAL];
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  setUnauthenticatedHandler(() => {});
});

describe("index.html's early calls (issue 32, decision 102)", () => {
  it("on a sevak's home asks for the user, My Contacts' first page and the agenda, each once, as the app asks, and preloads the home's code", async () => {
    storeLogin(5);
    let n = 0;
    const { calls } = stubFetch(() => jsonResponse(200, { data: { n: ++n } }));
    runInlineScript();
    expect(calls.map((c) => c.url)).toEqual(['/api/user', '/api/mycontacts?skip=0&limit=10', '/api/myagenda']);
    expect(preloaded()).toEqual(['/assets/sevak-3f2a9c.js']);
    expect(calls[1].headers).toEqual({ Authorization: 'Bearer tok-1', Accept: 'application/json', 'X-Message-Codes': '1' });
    // another URL is not taken from them; the same URL is, once
    await api.get('/api/mycontacts', { query: { skip: 10, limit: 10 }, schema: anyAnswer });
    expect(await api.get('/api/mycontacts', { query: { skip: 0, limit: 10 }, schema: anyAnswer })).toEqual({ data: { n: 2 } });
    expect(await api.get('/api/mycontacts', { query: { skip: 0, limit: 10 }, schema: anyAnswer })).toEqual({ data: { n: 5 } });
    expect(await api.get('/api/myagenda', { schema: anyAnswer })).toEqual({ data: { n: 3 } });
    expect(calls).toHaveLength(5);
  });

  it("asks for the user alone for another role's home or a sevak's other screen, and nothing without a usable login", () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    storeLogin(1);
    const plan = { ...EARLY_CALLS_PLAN, sevakHome: { ...EARLY_CALLS_PLAN.sevakHome, preload: ['/assets/sevak-3f2a9c.js'] } };
    askEarlyCalls(plan);
    storeLogin(5);
    window.history.replaceState(null, '', '/mycontacts');
    askEarlyCalls(plan);
    expect(calls.map((c) => c.url)).toEqual(['/api/user', '/api/user']);
    expect(preloaded()).toEqual([]);

    window.history.replaceState(null, '', '/home');
    for (const stored of [null, 'not json', JSON.stringify({ token: 'tok-1', expires_at: new Date(Date.now() - 1000).toISOString(), user: { role: 5 } })]) {
      if (stored === null) window.localStorage.removeItem(AUTH_STORAGE_KEY);
      else window.localStorage.setItem(AUTH_STORAGE_KEY, stored);
      expect(() => askEarlyCalls(EARLY_CALLS_PLAN)).not.toThrow();
    }
    expect(calls).toHaveLength(2);
  });

  it('an answer asked for with another login, or left for 30 seconds, is not taken: the app asks afresh', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      storeLogin(5);
      let n = 0;
      const { calls } = stubFetch(() => jsonResponse(200, { data: { n: ++n } }));
      askEarlyCalls(EARLY_CALLS_PLAN);
      storeLogin(5, 'tok-2');
      expect(await api.get('/api/user', { schema: anyAnswer })).toEqual({ data: { n: 4 } });
      storeLogin(5, 'tok-1');
      vi.setSystemTime(Date.now() + 30_000);
      expect(await api.get('/api/myagenda', { schema: anyAnswer })).toEqual({ data: { n: 5 } });
      expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2', 'Bearer tok-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a sevak's home reads the phone's kept copies, creating no database where nothing is kept; the app takes a copy for its own user only, until it is written", async () => {
    const early = () => (window as unknown as Record<string, unknown>)[EARLY_KEPT_GLOBAL];
    const databases = async () => (await indexedDB.databases()).map((d) => d.name);
    stubFetch(() => new Promise<Response>(() => {}));
    storeLogin(5);
    runInlineScript();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([early(), await databases()]).toEqual([undefined, []]);
    // the failed read does not hold up the app's own
    expect(await loadContactsCopy(1)).toBeUndefined();

    const copy = { user_id: 1, saved_at: 1_700_000_000_000, rows: [{ id: 11 }] };
    await saveContactsCopy(copy); // idb-keyval makes the database and its store
    storeLogin(1); // another role's home: nothing read
    runInlineScript();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(early()).toBeUndefined();

    storeLogin(5);
    runInlineScript();
    await vi.waitFor(() => expect(early()).toEqual({ contacts: copy, agenda: null }));
    expect([peekContactsCopy(1), peekContactsCopy(2), peekAgendaCopy(1)]).toEqual([copy, null, null]);
    await saveContactsCopy({ ...copy, saved_at: copy.saved_at + 1 });
    expect([peekContactsCopy(1), peekAgendaCopy(1)]).toEqual([undefined, null]);
    expect((await loadContactsCopy(1))?.saved_at).toBe(copy.saved_at + 1);
    expect(await databases()).toEqual([OFFLINE_DB]);
    forgetEarlyRead();
  });

  it("an app that asks for a copy while the page's read is under way is given that read's, not a second read of its own", async () => {
    const early = () => (window as unknown as Record<string, Record<string, unknown> | undefined>)[EARLY_KEPT_GLOBAL];
    stubFetch(() => new Promise<Response>(() => {}));
    storeLogin(5);
    const copy = { user_id: 1, saved_at: 1_700_000_000_000, rows: [{ id: 11 }] };
    await saveContactsCopy(copy);
    runInlineScript();
    expect(early()).toBeUndefined(); // not landed yet
    const [contacts, agenda] = await Promise.all([loadContactsCopy(1), loadAgendaCopy(1)]);
    // the very values the page read (a read of the app's own would be another copy of them)
    expect(contacts).toBe(early()!.contacts);
    expect([contacts, agenda]).toEqual([copy, undefined]);
    forgetEarlyRead();

    // a copy written while the read is under way stands: what that read brings of it is older
    runInlineScript();
    await saveContactsCopy({ ...copy, saved_at: copy.saved_at + 1 });
    await vi.waitFor(() => expect(early()).toBeDefined());
    expect(peekContactsCopy(1)).toBeUndefined();
    expect((await loadContactsCopy(1))?.saved_at).toBe(copy.saved_at + 1);
    forgetEarlyRead();
  });

  it("an early 401 ends the session when the app takes it, as the app's own call would; a failed fetch is a network error", async () => {
    storeLogin(5);
    const ended = vi.fn();
    setUnauthenticatedHandler(ended);
    stubFetch((call) => (call.url === '/api/user' ? jsonResponse(401, { message: 'Unauthenticated.' }) : Promise.reject(new TypeError('Failed to fetch'))));
    askEarlyCalls(EARLY_CALLS_PLAN);
    await expect(api.get('/api/user', { schema: anyAnswer })).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect([ended.mock.calls.length, getAuth()]).toEqual([1, null]);
    storeLogin(5);
    await expect(api.get('/api/myagenda', { schema: anyAnswer })).rejects.toMatchObject({ status: 0, message: 'Network error' });
  });
});
