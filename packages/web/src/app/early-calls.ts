import { ROLES } from '@sampark/domain/roles';
import { EARLY_CALLS_GLOBAL, type EarlyCall, MESSAGE_CODES_HEADER, apiUrl } from '../lib/api-client';
import { AUTH_STORAGE_KEY } from '../lib/auth';
import { MY_CONTACTS_OPENING } from '../features/members/my-contacts/my-contacts-opening';
import { AGENDA, CONTACTS, EARLY_KEPT_GLOBAL, EARLY_KEPT_READING_GLOBAL, OFFLINE_DB, OFFLINE_STORE } from '../offline/offline-store';

/**
 * The later visit's first calls (issue 32, docs/decisions/102-early-calls-inline.md): an inline
 * script in index.html's head, written at build time by vite.config.ts earlyCalls(). With a stored
 * login it asks for GET api/user and, on a sevak's home, My Contacts' first page and the agenda,
 * the moment the page's HTML is read: on a slow phone their round trips then overlap the ~0.5 s
 * the phone spends starting the app, which a call from the app's own entry had to wait for. The
 * app's call of the same URL takes the answer (lib/api-client.ts takeEarly).
 */
export interface EarlyCallsPlan {
  authKey: string;
  /** the window property the answers are left on */
  global: string;
  headers: Record<string, string>;
  /** asked for with any stored login */
  always: string[];
  /** asked for too when a sevak opens their home, with the home's scripts (`preload`, from the build) */
  sevakHome: { role: number; paths: string[]; urls: string[]; preload: string[] };
  /**
   * read too on a sevak's home: the phone's copies of My Contacts and the agenda
   * (offline/offline-store.ts), left on `global`; `reading` holds a promise that settles once
   * they are there or the read failed
   */
  kept: { global: string; reading: string; db: string; store: string; keys: string[] };
}

/**
 * Runs in the page, as its own inline script: nothing from outside its body (no import, no
 * helper), and never throws. A login the app would refuse (expired, corrupt) asks for nothing.
 * On a sevak's home it also reads the phone's kept copies of My Contacts and the agenda, whoever's
 * they are: the app shows a copy to its own user only (offline/offline-store.ts peekEarly).
 */
export function askEarlyCalls(plan: EarlyCallsPlan): void {
  let readDone = () => {};
  try {
    const auth = JSON.parse(localStorage.getItem(plan.authKey) || 'null');
    if (!auth || typeof auth.token !== 'string' || !(Date.parse(auth.expires_at) > Date.now())) return;
    const home = plan.sevakHome;
    const sevakHome = home.paths.indexOf(location.pathname) >= 0 && auth.user && auth.user.role === home.role;
    const headers = Object.assign({ Authorization: 'Bearer ' + auth.token }, plan.headers);
    const calls: Record<string, EarlyCall> = {};
    for (const url of plan.always.concat(sevakHome ? home.urls : [])) {
      const response = fetch(url, { headers });
      response.catch(() => undefined); // reported to the call that takes it
      calls[url] = { at: Date.now(), token: auth.token, response };
    }
    (window as unknown as Record<string, unknown>)[plan.global] = calls;
    // the home's chunks download beside the entry instead of after it has run
    for (const href of sevakHome ? home.preload : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    // the kept copies are read meanwhile too, so that the home's first render can show them
    const kept = plan.kept;
    if (!sevakHome || !window.indexedDB) return;
    // an app that renders before the read is done waits for it rather than reading again
    (window as unknown as Record<string, unknown>)[kept.reading] = new Promise<void>((resolve) => (readDone = resolve));
    const open = indexedDB.open(kept.db);
    // no database yet (nothing kept): none is created here, idb-keyval makes it with its store
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = () => readDone(); // the app reads for itself
    open.onsuccess = () => {
      const db = open.result;
      try {
        const values: Record<string, unknown> = {};
        let left = kept.keys.length;
        const transaction = db.transaction(kept.store, 'readonly');
        for (const key of kept.keys) {
          const request = transaction.objectStore(kept.store).get(key);
          // a read's result is final at its success: the transaction's end came up to 0.2 s later
          // on the phone bench, behind the app's start (decision 120)
          request.onsuccess = () => {
            values[key] = request.result ?? null;
            if (--left > 0) return;
            (window as unknown as Record<string, unknown>)[kept.global] = values;
            readDone();
          };
        }
        transaction.onabort = () => readDone(); // a failed read aborts it: the app reads for itself
      } catch {
        readDone(); // no store in it: the app reads for itself
      }
      db.close(); // takes effect once the reading is done
    };
  } catch {
    // storage blocked or a corrupt login: the app asks and reads for itself
    readDone();
  }
}

export const EARLY_CALLS_PLAN: EarlyCallsPlan = {
  authKey: AUTH_STORAGE_KEY,
  global: EARLY_CALLS_GLOBAL,
  // as lib/api-client.ts apiFetch sends every call
  headers: { Accept: 'application/json', [MESSAGE_CODES_HEADER]: '1' },
  always: [apiUrl('/api/user')],
  sevakHome: { role: ROLES.sevak, paths: ['/', '/home'], urls: [apiUrl('/api/mycontacts', MY_CONTACTS_OPENING), apiUrl('/api/myagenda')], preload: [] },
  kept: { global: EARLY_KEPT_GLOBAL, reading: EARLY_KEPT_READING_GLOBAL, db: OFFLINE_DB, store: OFFLINE_STORE, keys: [CONTACTS, AGENDA] },
};

/** The inline script for index.html's head; `sevakHomeScripts`: the home's chunks, as '/assets/x.js'. */
export function earlyCallsScript(sevakHomeScripts: string[] = []): string {
  const plan = { ...EARLY_CALLS_PLAN, sevakHome: { ...EARLY_CALLS_PLAN.sevakHome, preload: sevakHomeScripts } };
  return `<script>(${askEarlyCalls.toString()})(${JSON.stringify(plan)})</script>`;
}
