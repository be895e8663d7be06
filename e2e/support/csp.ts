import type { Page } from '@playwright/test';

/** A `securitypolicyviolation` a page raised: what the Content-Security-Policy refused, and where. */
export interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Keeps every `securitypolicyviolation` of each document `page` opens from now on, on the page
 * (window.__violations); an init script, so it is in place before the page's own scripts run.
 */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }));
  });
}

/** The violations the page's current document has raised so far. */
export async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? []);
}
