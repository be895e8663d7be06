import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld, statusOf } from '../../../test/events.fixtures';

describe.each(DIALECTS)('POST api/event/storemembers on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let admin: TestUser;
  let puneAdmin: TestUser;
  const store = (user: TestUser, body: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/event/storemembers', payload: body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await eventWorld(t.database.db);
    event = await createEvent(t.database.db, w);
    admin = await t.userOf(1);
    puneAdmin = await t.userOf(4, { locations: [w.pune] });
  });
  afterAll(() => t.close());

  it('adds complete members as New and reports the rest with their reason (docs/api-conventions.md#events)', async () => {
    const db = t.database.db;
    const ok = await completeMember(db, w, w.pune);
    const noCategory = await completeMember(db, w, w.pune, { category_id: null });
    const noProfession = await completeMember(db, w, w.pune, { profession_id: null });
    const noIntro = await completeMember(db, w, w.pune, { brief_intro: '  ' });
    const noParticipation = await completeMember(db, w, w.pune, { participation: null });
    const nothing = await completeMember(db, w, w.pune, { category_id: null, profession_id: null, brief_intro: null, participation: '' });
    const already = await completeMember(db, w, w.pune);
    await enrol(db, event, [already]);
    const nashik = await completeMember(db, w, w.nashik);
    const res = await store(puneAdmin, { event_id: event, members: [ok, noCategory, noProfession, noIntro, noParticipation, nothing, already, nashik, 999999] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '1 of 9 members added to the event',
      data: {
        total: 9,
        added: [ok],
        not_added: [
          { id: noCategory, reason: 'incomplete', missing: ['category'] },
          { id: noProfession, reason: 'incomplete', missing: ['profession'] },
          { id: noIntro, reason: 'incomplete', missing: ['brief_intro'] },
          { id: noParticipation, reason: 'incomplete', missing: ['participation'] },
          { id: nothing, reason: 'incomplete', missing: ['category', 'profession', 'brief_intro', 'participation'] },
          { id: already, reason: 'already added' },
          { id: nashik, reason: 'outside your locations' },
          { id: 999999, reason: 'outside your locations' },
        ],
      },
    });
    expect(await statusOf(db, event, ok)).toMatchObject({ status: 'New', inv_status: 10, registered: 0, attended: 0 });
    for (const id of [noCategory, nothing, nashik]) expect(await statusOf(db, event, id)).toBeUndefined();
  });

  it('starts the member’s history with the addition', async () => {
    const db = t.database.db;
    const member = await completeMember(db, w, w.pune);
    expect((await store(admin, { id: event, members: [member] })).json().data.added).toEqual([member]);
    const res = await t.call(admin, { method: 'GET', url: `/api/event/history?event_id=${event}&member_id=${member}` });
    expect(res.json().data.map((r: Record<string, unknown>) => [r.user_name, r.field, r.from, r.to, r.comment])).toEqual([
      [admin.name, 'status', null, 'New', 'Added to the event'],
    ]);
  });

  it('adds a batch of 3,000 in one call (set-based), a second call adds none', async () => {
    const db = t.database.db;
    const now = '2025-01-01 00:00:00';
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      fullname: `Bulk ${i}`, location_id: w.pune, category_id: w.category, profession_id: w.profession, brief_intro: 'x', participation: 'Active', created_at: now, updated_at: now,
    }));
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) ids.push(...(await db.insertInto('members').values(rows.slice(i, i + 500)).returning('id').execute()).map((r) => r.id));
    const bulkEvent = await createEvent(db, w, { name: 'Bulk' });
    const first = await store(admin, { event_id: bulkEvent, members: ids });
    expect(first.json().data.added).toHaveLength(3000);
    const again = await store(admin, { event_id: bulkEvent, members: ids });
    expect(again.json().data.added).toEqual([]);
    expect(again.json().data.not_added.every((n: { reason: string }) => n.reason === 'already added')).toBe(true);
  });

  it('answers 404 for an event outside the caller’s scope, 422 without members', async () => {
    const db = t.database.db;
    const goaEvent = await createEvent(db, w, { location_id: w.goa, name: 'Goa Sabha' });
    const member = await completeMember(db, w, w.pune);
    expect((await store(puneAdmin, { event_id: goaEvent, members: [member] })).statusCode).toBe(404);
    const res = await store(puneAdmin, { event_id: event, members: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ members: ['Please select at least one member'] });
  });
});
