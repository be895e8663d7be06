import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Screenshots land in e2e/artifacts/shots (gitignored) whatever the working directory. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '../artifacts/shots');

export const shotPath = (file: string) => path.join(SHOTS_DIR, file);

/** The drawer menu: in view beside the page at 1280 px, slid away on a phone until opened. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A screenshot once the page is still: nothing loading, fonts in, animations run to their end. */
export async function snap(page: Page, file: string, fullPage = false) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotPath(file), fullPage, animations: 'disabled' });
}

/**
 * A picture of the page at 1280 px and on a 360 px phone (look at them), and a check that the
 * phone page has no sideways scroll (`fits: false` for screens that scroll a wide table inside).
 */
export async function shoot(page: Page, name: string, { fits = true, fullPage = true } = {}) {
  await snap(page, `${name}-1280.png`, fullPage);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(mainMenu(page)).not.toBeInViewport(); // the drawer slides away when the viewport turns narrow
  await snap(page, `${name}-360.png`, fullPage);
  if (fits) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits a 360px phone`).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(mainMenu(page)).toBeInViewport({ ratio: 1 });
}

/** An option of a Mantine list (an explicit role), not a native select's <option>, which has the same role and name. */
export const listOption = (page: Page, name: string) => page.getByRole('option', { name, exact: true }).and(page.locator('[role="option"]'));

/**
 * Opens the select `label` (inside `scope`) and clicks `option`; `search` types first. A native
 * select (the plain screens', decisions 101 and 104) is clicked, then its option chosen by label:
 * its list is the browser's own, not the page's.
 */
export async function pick(page: Page, label: string, option: string, scope: Page | Locator = page, search?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (await box.evaluate((element) => element instanceof HTMLSelectElement)) {
    await box.selectOption({ label: option });
    return;
  }
  if (search) await box.fill(search);
  await listOption(page, option).click();
}
