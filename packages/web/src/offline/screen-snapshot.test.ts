import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StoredSnapshot, showScreenSnapshot } from './screen-snapshot-script';
import { SNAPSHOT_ID, SNAPSHOT_KEY, SNAPSHOT_SCRIPT_OPTIONS as OPTIONS, clearScreenSnapshot, dropScreenSnapshot, saveScreenSnapshot, snapshotShownFor } from './screen-snapshot';
const SEVAK = { id: 5, name: 'Esha Sevak', role: 5 };
const HOUR = 3_600_000;

/** My Contacts as the app renders it: a heading, the search, two cards with folded details. */
const SCREEN = `<h1>My Contacts</h1><input aria-label="Search">
<article aria-label="Omkar Pawar"><a href="/member/1/view?followup=1">Omkar Pawar</a><a href="tel:8253123860" aria-label="Call Omkar Pawar"></a><button aria-label="Followup for Omkar Pawar">+ Followup</button><div style="display: none;"><p>Email: omkar@example.org</p></div></article>
<article aria-label="Ravi Kumar"><button aria-label="Followup for Ravi Kumar">+ Followup</button></article>`;

function storeLogin(user = SEVAK, expiresAt = new Date(Date.now() + HOUR).toISOString()) {
  localStorage.setItem('sampark.auth', JSON.stringify({ token: 't', expires_at: expiresAt, user }));
}

function stored(): StoredSnapshot {
  return JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!) as StoredSnapshot;
}

const overlay = () => document.getElementById(SNAPSHOT_ID);
const root = () => document.getElementById('root')!;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/home');
  storeLogin();
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

/** Keeps the screen as the app would, then starts a new page with an empty #root, as index.html does. */
function laterVisit() {
  saveScreenSnapshot(SEVAK.id, ['/', '/home', '/mycontacts']);
  document.body.innerHTML = '<div id="root"></div>';
  showScreenSnapshot(OPTIONS);
}

describe('keeping the picture of My Contacts (decision 062)', () => {
  it('keeps #root with its user, addresses, language and width; typing is held back and folded details left out', () => {
    saveScreenSnapshot(SEVAK.id, ['/', '/home', '/mycontacts']);
    const shot = stored();
    expect([shot.user, shot.paths, shot.lang, shot.width]).toEqual([5, ['/', '/home', '/mycontacts'], 'en', window.innerWidth]);
    expect(shot.html).toContain('<input aria-label="Search" readonly="">');
    expect(shot.html).toContain('<div style="display: none;"></div>');
    expect(shot.html).not.toContain('omkar@example.org');
    // the app's own screen is left as it is
    expect(root().innerHTML).toContain('omkar@example.org');
  });

  it('replaces the cards below the first screens with one block of their height', () => {
    const [first, second] = [...root().querySelectorAll('article')];
    const box = (top: number, bottom: number) => () => ({ top, bottom }) as DOMRect;
    first.getBoundingClientRect = box(100, 400);
    second.getBoundingClientRect = box(window.innerHeight * 2, window.innerHeight * 2 + 250);
    saveScreenSnapshot(SEVAK.id, ['/mycontacts']);
    const kept = document.createElement('div');
    kept.innerHTML = stored().html;
    expect([...kept.querySelectorAll('article')].map((a) => a.getAttribute('aria-label'))).toEqual(['Omkar Pawar']);
    expect((kept.querySelector('article + div') as HTMLElement).style.height).toBe('250px');
  });

  it('keeps none while a picture is still shown (the app has not taken over), and logout forgets it', () => {
    laterVisit();
    const before = localStorage.getItem(SNAPSHOT_KEY);
    root().innerHTML = '<p>half rendered</p>';
    saveScreenSnapshot(SEVAK.id, ['/home']);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(before);
    clearScreenSnapshot();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});

describe("index.html's script on a later visit", () => {
  it('shows the picture over the hidden app, for the addresses it was kept for', () => {
    laterVisit();
    expect(overlay()?.previousElementSibling).toBe(root());
    expect([...overlay()!.querySelectorAll('article')].map((a) => a.getAttribute('aria-label'))).toEqual(['Omkar Pawar', 'Ravi Kumar']);
    expect(root().style.visibility).toBe('hidden');
    expect([snapshotShownFor('/home'), snapshotShownFor('/mycontacts'), snapshotShownFor('/members')]).toEqual([true, true, false]);
  });

  it.each([
    ['another user is logged in', () => storeLogin({ ...SEVAK, id: 6 })],
    ['the login has expired', () => storeLogin(SEVAK, new Date(Date.now() - 1000).toISOString())],
    ['nobody is logged in', () => localStorage.removeItem('sampark.auth')],
    ['the address is another screen', () => window.history.replaceState(null, '', '/members')],
    ['the language has changed', () => localStorage.setItem('sampark.language', 'hi')],
    ['the window is of another width', () => vi.stubGlobal('innerWidth', window.innerWidth + 1)],
    ['the picture is corrupt', () => localStorage.setItem(SNAPSHOT_KEY, '{"user":')],
  ])('shows nothing when %s', (_case, change) => {
    saveScreenSnapshot(SEVAK.id, ['/', '/home', '/mycontacts']);
    change();
    document.body.innerHTML = '<div id="root"></div>';
    showScreenSnapshot(OPTIONS);
    vi.unstubAllGlobals();
    expect([overlay(), root().style.visibility]).toEqual([null, '']);
  });

  it('holds a press on a button for the app and lets a call through', () => {
    laterVisit();
    // what the picture's script did to the call, seen last (jsdom cannot open the phone's dialler)
    let callPrevented: boolean | null = null;
    const seen = (event: Event) => {
      callPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', seen, { once: true });
    overlay()!.querySelector('a[href^="tel:"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([callPrevented, overlay()!.hasAttribute('data-held')]).toEqual([false, false]);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    overlay()!.querySelector('[aria-label="Followup for Ravi Kumar"]')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(JSON.parse(overlay()!.getAttribute('data-held')!)).toEqual({ tag: 'BUTTON', article: 'Ravi Kumar', label: 'Followup for Ravi Kumar', text: '+ Followup' });
  });

  it("gives way to the app's screen and makes the held press on the app's own button", async () => {
    laterVisit();
    overlay()!.querySelector<HTMLElement>('[aria-label="Followup for Ravi Kumar"]')!.click();
    root().innerHTML = SCREEN; // the app has rendered My Contacts
    const pressed = vi.fn();
    root().querySelector('[aria-label="Followup for Ravi Kumar"]')!.addEventListener('click', pressed);
    dropScreenSnapshot({ repeat: true });
    expect([overlay(), root().style.visibility]).toEqual([null, '']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('drops a held press when another screen takes over', async () => {
    laterVisit();
    overlay()!.querySelector<HTMLElement>('[aria-label="Followup for Ravi Kumar"]')!.click();
    root().innerHTML = SCREEN;
    const pressed = vi.fn();
    root().querySelector('[aria-label="Followup for Ravi Kumar"]')!.addEventListener('click', pressed);
    dropScreenSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([overlay(), pressed.mock.calls.length]).toEqual([null, 0]);
  });

  it('removes the picture by itself when the app never takes over', () => {
    vi.useFakeTimers();
    laterVisit();
    vi.advanceTimersByTime(14_999);
    expect(overlay()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect([overlay(), root().style.visibility]).toEqual([null, '']);
  });
});
