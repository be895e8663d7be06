import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18nForTests } from './i18n';
import { mediaQueryList } from './phone-screen';

// Every English catalogue, loaded at once: screens render synchronously and tests read English.
void initI18nForTests();

// jsdom has no layout engine: Mantine needs matchMedia and ResizeObserver to exist.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query, false) });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
// Mantine's ScrollArea reads computed styles with a pseudo-element argument jsdom does not support.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Screens are loaded lazily, and the first import of one goes through Vite's transform: on a
// 2-core machine running the whole suite that took over testing-library's default 1 s wait
// (guard.test's Members List, once). findBy* and waitFor wait up to 10 s, within the 30 s test
// timeout; a screen that never appears still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // the notifications' store outlives a test's render: a message left from one test must not be
  // found by the next (followup-dialog.test's offline cases say the same words)
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
