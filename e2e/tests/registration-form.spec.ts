import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { listOption, pick, snap } from '../support/screens';

/**
 * The registration form (seed 002 §2 "Registration form", §4, §5; issue 16): an invitee opens
 * their personal link on a 360 px phone, registers, then registers an accompanying person through
 * the same link, and changes that registration with the edit link they were given; a staff member
 * registers another invitee on the logged-in form. Setup and checks go through the API.
 */

const stamp = Date.now().toString(36);
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');
const TODAY = iso(new Date());
const START = addDays(TODAY, 30);

interface Member {
  id: number;
  firstname: string;
  fullname: string;
}

async function json<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>): Promise<T> {
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** An event 30 days ahead with two Final Approved invitees, and the first one's personal link. */
async function eventWithInvitees(request: APIRequestContext, admin: string) {
  const locations = (await json<{ data: { id: number }[] }>(request.get('/api/mylocs', auth(admin)))).data;
  const types = (await json<{ data: { id: number }[] }>(request.get('/api/event_types?active=1', auth(admin)))).data;
  const event = { name: `Adhiveshan ${stamp}`, location_id: locations[0].id, type: types[0].id, date_from: START, date_to: addDays(START, 2) };
  const id = (await json<{ data: { id: number } }>(request.post('/api/events', { data: event, ...auth(admin) }))).data.id;
  type Row = Member & { category_id: number | null; profession_id: number | null; brief_intro: string | null; participation: string | null };
  const rows = (await json<{ data: { records: Row[] } }>(request.post('/api/filter?skip=0&limit=300&orderby=id&ordertype=desc', { data: {}, ...auth(admin) }))).data.records;
  const complete = rows.filter((m) => m.category_id && m.profession_id && m.brief_intro?.trim() && m.participation?.trim()).slice(0, 2);
  expect(complete).toHaveLength(2);
  const ids = complete.map((m) => m.id);
  await json(request.post('/api/event/storemembers', { data: { event_id: id, members: ids }, ...auth(admin) }));
  await json(request.post('/api/event/approvemembers', { data: { id, members: ids, status: 'Final Approved', comment: `E2E ${stamp}` }, ...auth(admin) }));
  const members: Member[] = [];
  for (const m of complete) members.push({ ...m, firstname: (await json<{ data: { firstname: string } }>(request.get(`/api/members/${m.id}`, auth(admin)))).data.firstname });
  const links = (await json<{ data: { member_id: number; url: string }[] }>(request.get(`/api/events/${id}/personal-links?members=${ids.join(',')}`, auth(admin)))).data;
  expect(links.map((l) => l.member_id)).toEqual(ids);
  return { id, name: event.name, members, link: links[0].url };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Where the form is: the phone shows 'Step n of 6: title', a wide screen the current stepper button. */
async function onStep(page: Page, n: number, title: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await expect(page.getByText(`Step ${n} of 6: ${title}`)).toBeVisible();
  else await expect(page.getByRole('button', { name: `Step ${n}: ${title}` })).toHaveAttribute('aria-current', 'step');
}

async function multi(page: Page, label: string, options: string[]) {
  // a MultiSelect's wrapper lies over its input: click the input itself
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  for (const o of options) await listOption(page, o).click();
  await page.keyboard.press('Escape');
}

interface Person {
  relationship?: string;
  salutation: string;
  firstname: string;
  lastname: string;
  hindi: string;
  gender: string;
  mobile: string;
  /** arrive and leave by train instead of booking later */
  journey?: boolean;
}

/** Steps 1-6 of the form for `p`, checking each step before Next, then Submit. */
async function fillAndSubmit(page: Page, p: Person, shots?: string) {
  await onStep(page, 1, 'Personal Details');
  if (p.relationship) await pick(page, 'Attendee Type', p.relationship);
  await field(page, 'Email').fill(`${p.firstname.toLowerCase()}.${stamp}@example.org`);
  await field(page, 'Recommended By').fill('Suresh Patil');
  await pick(page, 'Salutation', p.salutation);
  await field(page, 'First Name').fill(p.firstname);
  await field(page, 'Last Name').fill(p.lastname);
  await field(page, 'Name in Hindi').fill(p.hindi);
  await pick(page, 'Gender', p.gender);
  if (!(await page.getByRole('combobox', { name: 'Profession', exact: true }).inputValue())) await pick(page, 'Profession', 'Teacher');
  await button(page, 'Next').click();

  await onStep(page, 2, 'Contact Details');
  await field(page, 'Mobile').fill(p.mobile);
  await pick(page, 'State', 'Goa', page, 'Goa');
  await pick(page, 'District', 'North Goa');
  await field(page, 'City').fill('Panaji');
  await button(page, 'Next').click();

  await onStep(page, 3, 'Social Media Info');
  await button(page, 'Next').click();

  await onStep(page, 4, 'Info for Planning');
  await pick(page, 'Languages Understood', 'Both (Hindi and English)');
  await multi(page, 'Languages Known', ['Hindi', 'Konkani']);
  await multi(page, 'Past Events Attended', ['2019']);
  await field(page, 'Organization').fill('Sanatan Sanstha');
  await field(page, 'Designation').fill('Seeker');
  await field(page, 'Organization in Hindi').fill('सनातन संस्था');
  await field(page, 'Brief Introduction').fill('Teacher, runs a study circle');
  await field(page, 'Activities').fill('Study circles');
  await button(page, 'Next').click();

  await onStep(page, 5, 'Diet/Stay Details');
  for (const day of [START, addDays(START, 1)]) await page.getByRole('checkbox', { name: new RegExp(`^${ddmmyyyy(day)}`) }).check();
  await pick(page, 'Accommodation Needs', 'Any');
  await pick(page, 'Tea or Coffee', 'Tea without sugar');
  await field(page, 'Diet Restrictions').fill('No onion, no garlic');
  if (shots) await snap(page, `${shots}-step5.png`, true);
  await button(page, 'Next').click();

  await onStep(page, 6, 'Travel Details');
  if (p.journey) {
    await pick(page, 'Booking Status', 'I will fill details now');
    await pick(page, 'Arrival By', 'Train');
    await page.getByLabel('Arrival Date').fill(START);
    await page.getByLabel('Arrival Time').fill('09:30');
    await pick(page, 'Pickup Point', 'Madgaon (40 min)');
    await field(page, 'Arrival Details (train, flight or bus)').fill('Konkan Kanya Express');
    await pick(page, 'Departure By', 'Train');
    await page.getByLabel('Departure Date').fill(addDays(START, 1));
    await page.getByLabel('Departure Time').fill('18:00');
    await pick(page, 'Drop-off Point', 'Karmali (40 min)');
    await field(page, 'Departure Details (train, flight or bus)').fill('Mandovi Express');
  } else {
    await pick(page, 'Booking Status', 'I will book later');
    await page.getByLabel('Booking Date').fill(addDays(TODAY, 2));
  }
  if (shots) await snap(page, `${shots}-step6.png`, true);
  await button(page, 'Submit').click();
}

async function registeredMembers(request: APIRequestContext, admin: string, eventId: number): Promise<number[]> {
  const rows = await json<{ data: { id: number }[] }>(
    request.post(`/api/event/getmembers?event_id=${eventId}&status=Final%20Approved&registered=1`, { data: {}, ...auth(admin) }),
  );
  return rows.data.map((r) => r.id);
}

test.describe('the registration form', () => {
  test('an invitee registers on a 360 px phone with an accompanying person, then changes it with the edit link', async ({ page, apiToken }) => {
    const admin = await apiToken(1);
    const event = await eventWithInvitees(page.request, admin);
    const [invitee] = event.members;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(event.link);

    await expect(page.getByRole('heading', { name: 'Registration Form' })).toBeVisible();
    await expect(page.getByText(`${event.name} · ${ddmmyyyy(START)} to ${ddmmyyyy(addDays(START, 2))}`)).toBeVisible();
    await expect(page.getByText('Jayatu Jayatu Hindu Rashtram')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue(invitee.firstname);

    // Next with the step incomplete: 'Required' on this step's fields, and the step stays
    await field(page, 'First Name').fill('');
    await button(page, 'Next').click();
    await expect(field(page, 'First Name')).toHaveAccessibleDescription('Required');
    await expect(field(page, 'Recommended By')).toHaveAccessibleDescription('Required');
    await field(page, 'Name in Hindi').fill('Asha');
    await button(page, 'Next').click();
    await expect(field(page, 'Name in Hindi')).toHaveAccessibleDescription('Field must contain Devanagari (Unicode) characters only');
    await snap(page, 'registration-phone-step1-errors-360.png', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the form fits a 360 px phone').toBeLessThanOrEqual(360);

    await fillAndSubmit(page, { salutation: 'Mr', firstname: invitee.firstname, lastname: 'Patil', hindi: 'आशा पाटील', gender: 'Male', mobile: '9820011111' }, 'registration-phone-360');
    const saved = page.getByRole('status').filter({ hasText: 'Member registered successfully' }).first();
    await expect(saved).toBeVisible();
    const firstLink = await saved.getByRole('link').first().getAttribute('href');
    await onStep(page, 1, 'Personal Details');
    await expect(field(page, 'First Name')).toHaveValue('');
    await snap(page, 'registration-phone-saved-360.png', true);
    expect(await registeredMembers(page.request, admin, event.id)).toContain(invitee.id);

    // the accompanying person, through the same link, travelling by train
    await fillAndSubmit(page, { relationship: 'Family member', salutation: 'Mrs', firstname: 'Sunita', lastname: 'Patil', hindi: 'सुनीता पाटील', gender: 'Female', mobile: '9820022222', journey: true });
    // the first registration's message shows until the second's replaces it: wait for the new link
    const second = page.getByRole('status').filter({ hasText: 'Member registered successfully' }).first();
    await expect(second.getByRole('link').first()).not.toHaveAttribute('href', firstLink!);
    await expect(second).toBeVisible();
    const editLink = await second.getByRole('link').first().getAttribute('href');
    expect(editLink).toMatch(new RegExp(`/forms/${event.id}-\\d+\\.[A-Za-z0-9_-]{22}/edit$`));

    // the edit link opens that registration, and only it
    await page.goto(editLink!);
    await expect(page.getByRole('heading', { name: 'Update Registration' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Sunita');
    await expect(page.getByRole('combobox', { name: 'Attendee Type', exact: true }).locator('option:checked')).toHaveText('Family member');
    await field(page, 'Last Name').fill('Deshpande');
    for (let n = 1; n < 6; n++) await button(page, 'Next').click();
    await onStep(page, 6, 'Travel Details');
    await expect(page.getByLabel('Arrival Date')).toHaveValue(ddmmyyyy(START));
    await button(page, 'Submit').click();
    await expect(page.getByRole('status').filter({ hasText: 'Registration updated successfully' }).first()).toBeVisible();
    await snap(page, 'registration-phone-updated-360.png', true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'registration-edit-1280.png', true);

    const forged = editLink!.replace(/\.[A-Za-z0-9_-]{22}\/edit$/, `.${'A'.repeat(22)}/edit`);
    await page.goto(forged);
    await expect(page.getByText('Registration not found.')).toBeVisible();
  });

  test('staff register an invitee on the logged-in form, prefilled from the member', async ({ page, loginAs, apiToken }) => {
    const admin = await apiToken(1);
    const event = await eventWithInvitees(page.request, admin);
    const member = event.members[1];
    await loginAs(1, `/event/${event.id}/register/${member.id}`);
    await expect(page.getByRole('heading', { name: 'Registration Form' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue(member.firstname);
    await snap(page, 'registration-staff-step1-1280.png', true);
    await fillAndSubmit(page, { salutation: 'Mr', firstname: member.firstname, lastname: 'Kulkarni', hindi: 'रवि कुलकर्णी', gender: 'Male', mobile: '9820033333', journey: true }, 'registration-staff-1280');
    await expect(page.getByRole('status').filter({ hasText: 'Member registered successfully' }).first()).toBeVisible();
    expect(await registeredMembers(page.request, admin, event.id)).toContain(member.id);
    await page.setViewportSize({ width: 360, height: 740 });
    await snap(page, 'registration-staff-saved-360.png', true);
  });
});
