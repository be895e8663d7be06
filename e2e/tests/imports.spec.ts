import { officeFile, SEEKER_HEADER, seekerRow } from '../../packages/server/src/features/imports/import-fixtures';
import { expect, test } from '../support/fixtures';
import { pick, shoot } from '../support/screens';

// Seeker names take English letters only (seed 001 §5): the run's stamp is spelt in letters.
const digits = String(Date.now()).slice(-8);
const stamp = Array.from(digits.slice(-6), (d) => 'abcdefghij'[Number(d)]).join('');
const lastname = `Importer${stamp}`;

/** A LibreOffice-made .xls (issue 15): three good rows, a Devanagari name and a short number. */
function seekersXls(): Buffer {
  const row = (n: number, extra: Parameters<typeof seekerRow>[1] = {}) => seekerRow(`7${n}${digits}`, { lastname, ...extra });
  return officeFile(
    [SEEKER_HEADER, row(1, { firstname: 'Ravi' }), row(2, { firstname: 'रवि' }), row(3, { firstname: 'Sita', gender: 'F', salutation: 'Smt.' }), row(4, { firstname: 'Short', mobile_number: '98765' }), row(5, { firstname: 'Gopal' })],
    'xls',
  );
}

test('seekers: a LibreOffice .xls with two bad rows is previewed, imported, listed and reverted', async ({ page, loginAs }) => {
  await loginAs(1, '/seeker/import');
  await expect(page.getByRole('heading', { name: 'Import Seekers' })).toBeVisible();
  await pick(page, 'Jila (district)', 'INDIA / Maharashtra / Pune', page, 'Pune');
  await page.locator('input[type="file"]').setInputFiles({ name: 'seekers.xls', mimeType: 'application/vnd.ms-excel', buffer: seekersXls() });
  await page.getByRole('button', { name: 'Check file' }).click();

  await expect(page.getByRole('heading', { name: 'Preview: 5 rows checked, nothing saved yet' })).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused.getByText('Name must contain English alphabets only and not contain any special characters')).toBeVisible();
  await expect(refused.getByText('Mobile number must be in between 10-12 digit')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download refused rows' }).click();
  expect((await download).suggestedFilename()).toMatch(/^refused_rows_\d+\.xlsx$/);
  await shoot(page, 'seeker-import-preview', { fits: false });

  await page.getByRole('button', { name: 'Import the 3 valid rows' }).click();
  await expect(page.getByRole('alert', { name: 'Data imported successfully' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Past imports' });
  await expect(history.getByRole('row').filter({ hasText: 'seekers.xls' }).first()).toBeVisible();
  await shoot(page, 'seeker-import-done', { fits: false });

  await page.goto('/seeker/list');
  const list = page.getByRole('table', { name: 'Seekers' });
  const search = page.getByRole('searchbox', { name: 'Search Seekers' });
  await search.fill(lastname);
  await search.press('Enter');
  await expect(list.locator('tbody tr')).toHaveCount(3);
  await expect(list.getByText(`Sita Mohan ${lastname}`)).toBeVisible();

  await page.goto('/seeker/import');
  const row = page.getByRole('table', { name: 'Past imports' }).getByRole('row').filter({ hasText: 'seekers.xls' }).first();
  await row.getByRole('button', { name: /^Revert import/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Import reverted successfully')).toBeVisible();
  await expect(row.getByText('Reverted')).toBeVisible();

  await page.goto('/seeker/list');
  await search.fill(lastname);
  await search.press('Enter');
  await expect(list.getByText('There are no matching records')).toBeVisible();
});

test('members: the import screen for admins, with the duplicate choice and its template', async ({ page, loginAs }) => {
  await loginAs(2, '/import');
  await expect(page.getByRole('heading', { name: 'Import Members' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Skip the row' })).toBeChecked();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('members_import_template.xlsx');
  await shoot(page, 'member-import');
});
