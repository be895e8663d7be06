import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import { AUTH_STORAGE_KEY } from '../lib/auth';
import type { SnapshotScriptOptions, StoredSnapshot } from './screen-snapshot-script';

/**
 * The picture of My Contacts a later visit shows before the app has started (issue 18,
 * docs/decisions/062-screen-snapshot.md). My Contacts keeps it (`saveScreenSnapshot`), index.html's
 * inline script shows it (screen-snapshot-script.ts), and the app removes it when its own screen
 * is there (`dropScreenSnapshot`). Logging out forgets it (`clearScreenSnapshot`), like the
 * phone's copy of the contacts.
 */
export const SNAPSHOT_KEY = 'sampark.screen';
export const SNAPSHOT_ID = 'screen-snapshot';
/** index.html's script's argument (vite.config.ts screenSnapshot() writes it into the page) */
export const SNAPSHOT_SCRIPT_OPTIONS: SnapshotScriptOptions = {
  key: SNAPSHOT_KEY,
  id: SNAPSHOT_ID,
  authKey: AUTH_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  defaultLanguage: DEFAULT_LANGUAGE,
  giveUpMs: 15_000,
};
/** a picture bigger than this (a very long page) is not worth reading on every visit */
const MAX_CHARS = 300_000;

interface HeldPress {
  tag: string;
  article: string | null;
  label: string | null;
  text: string;
}

/** how far down the page the cards are kept, in screen heights */
const SCREENS_KEPT = 1.5;

/**
 * Replaces the cards below the first screens with one empty block of their height: each card
 * costs the phone's layout on every later visit, and only the first screen is seen before the
 * app takes over; the page below keeps its place.
 */
function keepFirstScreens(root: HTMLElement, copy: HTMLElement): void {
  const cards = [...root.querySelectorAll('article')];
  const copies = [...copy.querySelectorAll('article')];
  const limit = window.innerHeight * SCREENS_KEPT - window.scrollY;
  const first = cards.findIndex((card) => card.getBoundingClientRect().top > limit);
  if (first < 0 || cards.length !== copies.length) return;
  const spacer = document.createElement('div');
  spacer.style.height = `${cards[cards.length - 1].getBoundingClientRect().bottom - cards[first].getBoundingClientRect().top}px`;
  copies[first].replaceWith(spacer);
  for (const card of copies.slice(first + 1)) card.remove();
}

/** Keeps the app's #root as it shows now, for the addresses `paths`, for `userId`. */
export function saveScreenSnapshot(userId: number, paths: string[]): void {
  const root = document.getElementById('root');
  if (!root || document.getElementById(SNAPSHOT_ID)) return;
  const copy = root.cloneNode(true) as HTMLElement;
  // what is typed into the picture would be lost when the app takes over
  for (const input of copy.querySelectorAll('input, textarea')) input.setAttribute('readonly', '');
  // what is not shown (each card's folded details) only slows the picture down: half its size
  for (const hidden of copy.querySelectorAll<HTMLElement>('[style*="display: none"]')) hidden.replaceChildren();
  keepFirstScreens(root, copy);
  // the theme's <style> is inside #root (MantineProvider's), the stylesheet is index.html's own
  const shot: StoredSnapshot = { user: userId, paths, lang: document.documentElement.lang, width: window.innerWidth, html: copy.innerHTML };
  const text = JSON.stringify(shot);
  try {
    if (text.length <= MAX_CHARS) localStorage.setItem(SNAPSHOT_KEY, text);
    else localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // storage full or blocked: the next visit starts without a picture
  }
}

export function clearScreenSnapshot(): void {
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // nothing stored
  }
}

function sameControl(element: Element, held: HeldPress): boolean {
  return (
    (element.closest('article')?.getAttribute('aria-label') ?? null) === held.article &&
    element.getAttribute('aria-label') === held.label &&
    (element.textContent ?? '').trim() === held.text
  );
}

/** The app's control a press on the picture was meant for: same kind, card, name and text. */
function repeatPress(root: HTMLElement, held: HeldPress): void {
  const control = [...root.querySelectorAll<HTMLElement>(held.tag)].find((element) => sameControl(element, held));
  if (!control) return;
  if (control instanceof HTMLInputElement) control.focus();
  else control.click();
}

function heldPress(overlay: HTMLElement): HeldPress | null {
  try {
    return JSON.parse(overlay.getAttribute('data-held') ?? 'null') as HeldPress | null;
  } catch {
    return null;
  }
}

/**
 * Removes the picture and shows the app. With `repeat` (the screen the picture shows is there), a
 * press made on the picture meanwhile is made on the app's own control; on another screen it is
 * dropped. Call it in a layout effect: the picture and the screen are never seen together.
 */
export function dropScreenSnapshot({ repeat = false } = {}): void {
  const overlay = document.getElementById(SNAPSHOT_ID);
  if (!overlay) return;
  const held = repeat ? heldPress(overlay) : null;
  overlay.remove();
  const root = document.getElementById('root');
  if (root) root.style.visibility = '';
  // after the commit that called this, so the control's handlers see the rendered screen
  if (held) setTimeout(() => repeatPress(root ?? document.body, held), 0);
}

/** Whether the picture on the screen is of `pathname`'s screen: any other removes it (root-layout.tsx). */
export function snapshotShownFor(pathname: string): boolean {
  const paths = document.getElementById(SNAPSHOT_ID)?.getAttribute('data-paths');
  return Boolean(paths?.split(' ').includes(pathname));
}
