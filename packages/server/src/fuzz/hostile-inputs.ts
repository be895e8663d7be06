import fc from 'fast-check';

/**
 * What a fuzzed request is made of (issue 12, "kept from now on"): values a person would send,
 * values an attacker would send, and the shapes a broken client sends. Plausible values let a
 * request pass validation and reach the SQL; one or two hostile values then try to break it.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Ravi\u0000Kumar',
  'bell\u0007escape\u001b',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  "%' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
  'राम शर्मा',
  'नमस्ते',
  '😀🙏',
  '2026-02-30',
  '0000-00-00',
  '31/12/2026',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e309',
  '9820012345',
  '+919820012345',
  '919820012345123',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(300),
  'x'.repeat(20_000),
];

const HOSTILE_NUMBERS = [0, -1, 1, 2, 3, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 1.5, -0.5, 1e308, 99_999_999_999];

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value a field might be given: scalars, arrays of them, small objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'toString'), scalar, { maxKeys: 2 }) },
);

/** A plausible value for a field, guessed from its name, so the rest of a body passes. */
export function plausibleValue(field: string, ids: readonly number[]): unknown {
  const f = field.toLowerCase();
  if (f === 'members' || f === 'locations' || f.endsWith('_ids')) return ids.slice(0, 2);
  if (f === 'id' || f.endsWith('_id') || f === 'assigned_to' || f === 'parent') return ids[0];
  if (f.includes('date') || f === 'dob' || f.endsWith('_on') || f.endsWith('_from') || f.endsWith('_to')) return '2026-01-15';
  if (f.includes('email')) return 'ravi.kumar@example.org';
  if (f.includes('mobile') || f.includes('phone') || f === 'whatsapp') return f.includes('code') ? '91' : '9820012345';
  if (f === 'password' || f === 'password_confirmation' || f === 'new_password') return 'Secret@12345';
  if (f === 'active' || f.startsWith('is_') || f.startsWith('can_')) return 1;
  if (f === 'role') return 5;
  if (f === 'gender') return 'M';
  if (f === 'country') return 'INDIA';
  if (f === 'skip') return 0;
  if (f === 'limit') return 10;
  if (f === 'ordertype') return 'desc';
  if (f === 'orderby') return 'created_at';
  if (f === 'action') return 'assign';
  return 'Ravi';
}

/** Raw bodies that are not an object, or not JSON at all. */
export const HOSTILE_RAW_BODIES = [
  'null',
  '"a string"',
  '[1,2,3]',
  '42',
  'true',
  '{"__proto__":{"role":1,"admin":true},"constructor":{"prototype":{"x":1}}}',
  '{"a":',
  '',
];

/** Path parameter values, numeric or not, possible or impossible. */
export const PATH_VALUES = ['1', '2', '3', '7', '0', '-1', '1.5', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', '1%20OR%201%3D1', '..%2F..%2Fetc%2Fpasswd', 'CMS_1_Login.mp4', '%E0%A4%B0'];

/** Query string values (as text, since that is all a query can carry). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)),
  fc.constantFrom('0', '10', '5000', '5001', '-5', 'asc', 'desc', 'DESC; DROP', 'id', 'created_at', 'password_hash', '1,2,3', 'all'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
