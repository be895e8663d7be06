import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * An entry's render of its app into the page's #root (`page` names the HTML file, for the error),
 * in a task of its own, not the entry's evaluation's: one long task became two shorter ones, and a
 * phone answers a touch between them (docs/decisions/121-first-render-after-a-yield.md).
 */
export function renderRoot(app: ReactNode, page: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error(`${page} has no #root element`);
  setTimeout(() => createRoot(root).render(<StrictMode>{app}</StrictMode>));
}
