import { parseCheckinCode } from '@sampark/domain/events/checkin-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId, type TestUser } from '../../../test/factories';
import { signingSecret } from '../../lib/signing';
import { passKeyOf } from './pass';
import { checkinCodeOf, verifyCheckinCode } from './pass-code';
import { addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

describe.each(DIALECTS)('passes on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  let delegate: number;
  let driver: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
    delegate = await addRegistration(t.database.db, w.event, { firstname: 'Asha', lastname: 'Kulkarni' });
    driver = await addRegistration(t.database.db, w.event, { firstname: 'Chetan', lastname: 'More', relationship: 3 });
  });
  afterAll(() => t.close());

  const staffPass = (user: TestUser | null, id: number | string) => t.call(user, { method: 'GET', url: `/api/registrations/${id}/pass` });
  const publicPass = (code: string) => t.call(null, { method: 'GET', url: `/api/public/passes/${encodeURIComponent(code)}` });

  it('staff open a registrant pass: event, name, attendee type and a signed code', async () => {
    const res = await staffPass(w.regional, driver);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      registration_id: driver,
      event: { id: w.event, name: 'Yuva Shibir', date_from: '2025-01-10', date_to: '2025-01-12', location_name: 'Maharashtra' },
      fullname: 'Chetan More',
      relationship: 3,
      attendee_type: 'Driver',
      status: 'Registered',
    });
    expect(parseCheckinCode(data.code)).toEqual({ eventId: w.event, registrationId: driver, signature: expect.any(String) });
    expect(data.pass_url).toBe(`/pass/${data.code}`);
  });

  it("a pass tells the event's same-named location apart by its ancestors (issue 26)", async () => {
    const [, other] = await createLocationPath(t.database.db, ['Nepal', 'Maharashtra'], await rootLocationId(t.database.db));
    const { data } = (await staffPass(w.regional, driver)).json();
    expect(data.event.location_name).toBe('Maharashtra (INDIA)');
    expect((await publicPass(data.code)).json().data.event.location_name).toBe('Maharashtra (INDIA)');
    await t.database.db.deleteFrom('locations').where('id', '=', other!).execute();
  });

  it('the registrant opens the pass with its code, and with nothing else', async () => {
    const { code } = (await staffPass(w.admin, delegate)).json().data;
    const res = await publicPass(code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registration_id: delegate, fullname: 'Asha Kulkarni', attendee_type: 'Delegate', code });

    const forged = `${w.event}.${driver}.${code.split('.')[2]}`; // the delegate's signature on the driver's id
    for (const wrong of [forged, code.slice(0, -1), `${code}x`, `${w.event}.${delegate}`, 'hello', `${w.goaEvent}.${delegate}.${code.split('.')[2]}`]) {
      const refused = await publicPass(wrong);
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json()).toEqual({ message: 'Registration not found.' });
    }
  });

  it('a cancelled registration has no public pass, and its code says it was cancelled', async () => {
    const gone = await addRegistration(t.database.db, w.event, { status: 'Cancelled' });
    const { code } = (await staffPass(w.admin, gone)).json().data;
    const res = await publicPass(code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This registration has been cancelled' });
  });

  it('staff see only passes of events in their scope; role 5 403; no token 401', async () => {
    expect((await staffPass(w.goaRegional, delegate)).statusCode).toBe(404);
    expect((await staffPass(w.admin, 2_000_000)).statusCode).toBe(404);
    expect((await staffPass(w.admin, 'abc')).statusCode).toBe(404);
    expect((await staffPass(w.sevak, delegate)).statusCode).toBe(403);
    expect((await staffPass(null, delegate)).statusCode).toBe(401);
  });

  it('codes verify only under the same key: one secret per database, a purpose per key', async () => {
    const key = await passKeyOf(t.database.db);
    const code = checkinCodeOf(key, w.event, delegate);
    expect(verifyCheckinCode(key, code)).toEqual({ eventId: w.event, registrationId: delegate, signature: code.split('.')[2] });
    expect(verifyCheckinCode(await signingSecret(t.database.db), code)).toBeNull();
    expect(verifyCheckinCode(Buffer.alloc(32), code)).toBeNull();
    const { n } = await t.database.db.selectFrom('app_secrets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });
});
