import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { auth, json } from '../support/events';
import { seriousViolations, settled } from '../support/a11y';

/** Issue 30: an admin finds a pair of duplicate members, merges them choosing a value, and undoes the merge. */

const tag = `dup${Date.now() % 1_000_000}`;
const email = `${tag}@example.com`;

async function createPair(request: APIRequestContext, admin: string) {
  const get = <T>(url: string) => json<{ data: T }>(request.get(url, auth(admin))).then((r) => r.data);
  const [location] = await get<{ id: number }[]>('/api/locations');
  const [profession] = await get<{ id: number }[]>('/api/professions?active=1');
  const [category] = await get<{ id: number }[]>('/api/categories?active=1');
  const base = 8_000_000_000 + (Date.now() % 900_000_000);
  const member = async (suffix: string, mobile: number, city: string, mail: string) => {
    const data = { salutation: 'Mr', firstname: 'Dupli', lastname: `${tag}${suffix}`, mobile_number: String(mobile), country: 'INDIA', city, email: mail, location_id: location.id, profession_id: profession.id, category_id: category.id };
    return (await json<{ data: { id: number } }>(request.post('/api/members', { data, ...auth(admin) }))).data.id;
  };
  // three records of one person: the group is among the largest, so on the first page
  const first = await member('a', base + 1, 'Pune', email);
  const second = await member('b', base + 2, 'Nashik', email.toUpperCase());
  const third = await member('c', base + 3, 'Pune', email);
  return [first, second, third];
}

test('an admin merges duplicate members and undoes the merge', async ({ page, loginAs, apiToken }) => {
  const admin = await apiToken(1);
  const [first, second, third] = await createPair(page.request, admin);
  await loginAs(1, '/duplicates');
  await expect(page.getByRole('heading', { name: 'Duplicate Members' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Duplicates by' }).getByText('Same e-mail').click();
  const card = page.locator('.mantine-Card-root').filter({ hasText: email });
  await expect(card.getByRole('link', { name: String(second), exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Compare and merge' }).click();
  await expect(card.getByRole('radio', { name: `City: Nashik of #${second} Dupli ${tag}b` })).toBeVisible();
  // the accessibility walk sees the list; the comparison opens only here
  await settled(page);
  expect(await seriousViolations(page, '[duplicates compare] ')).toEqual([]);
  await card.getByRole('radio', { name: `City: Nashik of #${second} Dupli ${tag}b` }).check();
  await card.getByRole('button', { name: 'Merge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge' });
  await expect(dialog).toContainText(`Merge 2 members into member #${first}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();

  const result = page.getByRole('alert').filter({ hasText: 'Members merged successfully' });
  await expect(result).toBeVisible();
  await expect(card).toHaveCount(0);
  const merged = await page.request.get(`/api/members/${second}`, auth(admin));
  expect(merged.status()).toBe(404);
  expect(await merged.json()).toEqual({ message: 'This member was merged into another member.', merged_into: first });
  const kept = await json<{ data: { city: string } }>(page.request.get(`/api/members/${first}`, auth(admin)));
  expect(kept.data.city).toBe('Nashik');

  await result.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.mantine-Notification-root').getByText('Merge undone successfully')).toBeVisible();
  await expect(result).toHaveCount(0);
  for (const id of [second, third]) expect((await page.request.get(`/api/members/${id}`, auth(admin))).status()).toBe(200);
  const restored = await json<{ data: { city: string } }>(page.request.get(`/api/members/${first}`, auth(admin)));
  expect(restored.data.city).toBe('Pune');
  await expect(card.getByRole('link', { name: String(second), exact: true })).toBeVisible();
});
