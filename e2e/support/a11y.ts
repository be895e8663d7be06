import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules issue 18 holds the app to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A phone (the sevak's cheap one) and the staff's laptop. */
export const PHONE = { width: 360, height: 740 };
export const WIDE = { width: 1280, height: 800 };

/**
 * The serious and critical violations axe finds on the page as it is now: per rule, up to five
 * elements (selector, markup and, for contrast, the colours found) and how many more.
 */
export async function seriousViolations(page: Page, where = ''): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // only the violations are read: passed and inapplicable rules keep one node each, not every node
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // axe.run in the page: the default runs each frame apart and joins the parts in a new blank
    // page per call, which the app (no iframes) does not need (docs/decisions/087-ci-wall-time.md)
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => {
        const detail = /insufficient color contrast of [^)]*\)/.exec(n.failureSummary ?? '')?.[0] ?? '';
        return `${where}${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 140)} ${detail}`.trim();
      });
      return v.nodes.length > 5 ? [...nodes, `${where}${v.id}: and ${v.nodes.length - 5} more`] : nodes;
    });
}

/** Waits until the screen has loaded what it shows: no 'Please wait' overlay, nothing marked busy. */
export async function settled(page: Page) {
  // 'Please wait' is plain elements since decision 104 (components/feedback/please-wait.css)
  await expect(page.locator('[aria-busy="true"], .mantine-LoadingOverlay-root:visible, .please-wait:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Touch targets on a phone (issue 18 "Touch targets on phones at least 44 px"), the rule tested:
 * every visible interactive element is at least 44x44 CSS px, or (WCAG 2.5.8's spacing exception,
 * with 44 instead of 24) the 44 px square centred on it overlaps no other interactive element.
 * A checkbox or radio counts with its label, which takes the tap too; a link inside a sentence is
 * exempt (WCAG's inline exception), and so is what lies under an open dialog. Returns one line per
 * element that is too small.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SIZE = 44;
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], [tabindex="0"]';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // a drawer slid away sits beside the viewport, out of a finger's reach
      const beside = r.right <= 0 || r.left >= window.innerWidth;
      return r.width > 0 && r.height > 0 && !beside && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0;
    };
    /** The box a finger hits: a checkbox or radio's label, else the element. */
    const hitBox = (el: Element) => {
      const input = el as HTMLInputElement;
      if (input.type === 'checkbox' || input.type === 'radio') {
        const label = input.labels?.[0] ?? input.closest('label');
        if (label) return label.getBoundingClientRect();
      }
      return el.getBoundingClientRect();
    };
    /** A link inside running text: its parent holds text of its own beside it. */
    const inline = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      Array.from(el.parentElement?.childNodes ?? []).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    /** Under a dialog's overlay: what is at its centre is something else, so no finger reaches it. */
    const covered = (el: Element) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && !el.contains(top) && !top.contains(el) && top.closest('[role="dialog"]') !== null && el.closest('[role="dialog"]') === null;
    };
    const all = Array.from(document.querySelectorAll(selector)).filter((el) => visible(el) && !inline(el) && !covered(el));
    // an element inside another target (an input inside its combobox, an icon inside a button) is the same target
    const targets = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    const boxes = targets.map(hitBox);
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.outerHTML.slice(0, 80);
    const out: string[] = [];
    targets.forEach((el, i) => {
      const box = boxes[i]!;
      if (box.width >= SIZE - 0.5 && box.height >= SIZE - 0.5) return;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const square = { left: cx - SIZE / 2, right: cx + SIZE / 2, top: cy - SIZE / 2, bottom: cy + SIZE / 2 };
      const crowded = boxes.some(
        (b, j) => j !== i && b.left < square.right && b.right > square.left && b.top < square.bottom && b.bottom > square.top,
      );
      if (crowded) out.push(`${el.tagName.toLowerCase()} "${name(el)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    });
    return out;
  });
}
