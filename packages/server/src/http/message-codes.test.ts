import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/people-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import { BAD_CREDENTIALS } from '../features/auth/account-service';
import { MESSAGE_CODES_HEADER, withMessageCodes } from './errors';

/** Messages carry a stable code for a client that asks (issue 18, docs/decisions/054-message-codes.md). */
describe('withMessageCodes', () => {
  it('adds the code and values of the message and of each field message', () => {
    expect(
      withMessageCodes({
        message: '2 Member(s) with phone number (9820012345) already exists.',
        errors: { mobile_no: ['Mobile number is required', 'Words from elsewhere'] },
        data: [1],
      }),
    ).toEqual({
      message: '2 Member(s) with phone number (9820012345) already exists.',
      code: 'duplicate_members',
      params: { count: '2', number: '9820012345' },
      errors: { mobile_no: ['Mobile number is required', 'Words from elsewhere'] },
      codes: { mobile_no: [{ code: 'mobile_required' }, null] },
      data: [1],
    });
  });

  it('leaves a message outside the catalogue, and a body without a message, as they are', () => {
    expect(withMessageCodes({ message: 'This video is not installed' })).toEqual({ message: 'This video is not installed' });
    expect(withMessageCodes({ rows: [] })).toEqual({ rows: [] });
    expect(withMessageCodes([{ message: 'Not found.' }])).toEqual([{ message: 'Not found.' }]);
  });
});

describe.each(DIALECTS)('message codes over HTTP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const asking = { [MESSAGE_CODES_HEADER]: '1' };

  it('codes a refused login, field by field, when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN.email, password: 'wrong-password' },
      headers: asking,
      remoteAddress: '10.3.3.3',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: BAD_CREDENTIALS,
      code: 'bad_credentials',
      errors: { email: [BAD_CREDENTIALS] },
      codes: { email: [{ code: 'bad_credentials' }] },
    });
  });

  it('codes a 401, a schema refusal and a success message', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user', headers: asking });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });

    const sevak = await t.userOf(5);
    const refused = await t.call(sevak, { method: 'PUT', url: '/api/user/language', payload: { language: 'fr' }, headers: asking });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: CHOOSE_FROM_LIST,
      code: 'choose_from_list',
      errors: { language: [CHOOSE_FROM_LIST] },
      codes: { language: [{ code: 'choose_from_list' }] },
    });

    const saved = await t.call(sevak, { method: 'PUT', url: '/api/reset', payload: { password: 'New@pass123', password_confirmation: 'New@pass123' }, headers: asking });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Password Updated Successfully', code: 'password_updated' });
  });

  it('keeps the body as the contract has it for a client that does not ask', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
