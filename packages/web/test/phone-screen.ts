import { vi } from 'vitest';

/** What matchMedia answers in the tests (jsdom has none): `media`, matching or not, with no listeners to call. */
export function mediaQueryList(media: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * A phone's screen for the app's media queries (test/setup.ts's matchMedia matches none): the
 * phone's layouts ask `(max-width: 48em)` (My Contacts' cards) or `(max-width: 47.99em)` (the
 * shell's drawer, as its CSS). Undone by `mockRestore()` or `vi.restoreAllMocks()`.
 */
export function asPhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation((media) => mediaQueryList(media, /^\(max-width: (48|47\.99)em\)$/.test(media)));
}
