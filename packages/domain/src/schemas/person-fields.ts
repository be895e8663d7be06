import { z } from 'zod';
import { GENDERS } from '../options/members';
import { isKnownCallingCode } from '../phone';
import { asText, CHOOSE_FROM_LIST, firstFailing, TEXT_TOO_LONG } from './fields';
import { isoDateOf } from './followups';

/**
 * The fields a person's record shares, whether member or seeker (seed 001 §3, §5): choices from
 * a list, comma-joined multi-selects, e-mail, gender, date of birth, mobile numbers and calling
 * codes. members.ts and seekers.ts build their forms from these, each with its own messages.
 */

export const INVALID_EMAIL = 'Enter a valid email';
export const INVALID_DOB = 'Please enter a valid date of birth';
const MOBILE = /^\d{10,12}$/;
// built once: building it per value took ~5 µs, half an imported row's e-mail check
const EMAIL_FORMAT = z.email();

/** One of a list, or blank (null). */
export function optionalChoice(list: readonly string[], message = CHOOSE_FROM_LIST) {
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .refine((v) => v === '' || list.includes(v), message)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** A multi-select stored comma-joined (an array or a comma-joined string); entries from `list` when given. */
export function joinedList(list?: readonly string[], maxLength = Number.POSITIVE_INFINITY) {
  return z.preprocess(
    (v) => (Array.isArray(v) ? v.map(asText).join(',') : asText(v)),
    z
      .string({ error: CHOOSE_FROM_LIST })
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
      .refine((items) => !list || items.every((i) => list.includes(i)), CHOOSE_FROM_LIST)
      .refine((items) => items.join(',').length <= maxLength, TEXT_TOO_LONG)
      .transform((items) => (items.length ? items.join(',') : null)),
  );
}

/** An optional e-mail address, stored lower-case; blank is null. */
export function emailField(message = INVALID_EMAIL) {
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || EMAIL_FORMAT.safeParse(v).success, message)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** 'M' | 'F' | 'O'; the labels Male, Female, Other are read too. */
export function genderField(message: string, required: boolean) {
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .transform((v) => GENDERS.find((g) => g.value === v.toUpperCase() || g.label.toLowerCase() === v.toLowerCase())?.value ?? v)
      .refine((v) => (v === '' ? !required : GENDERS.some((g) => g.value === v)), message)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** 'YYYY-MM-DD', not in the future; blank and MySQL's 0000-00-00 are null (seed 001 §4). */
export const dobField = z.preprocess(
  asText,
  z
    .string({ error: INVALID_DOB })
    .trim()
    .transform((v) => (v === '' || v.startsWith('0000-00-00') ? null : v))
    .refine((v) => v === null || (!!isoDateOf(v) && new Date(`${isoDateOf(v)}T00:00:00`) <= new Date()), INVALID_DOB)
    .transform((v) => (v === null ? null : isoDateOf(v)!)),
);

/** Digits only, 10 to 12, spaces ignored. */
export function mobileField(required: string, length: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: required })
      .transform((v) => v.replace(/\s+/g, ''))
      .superRefine(firstFailing([[(v) => v !== '', required], [(v) => MOBILE.test(v), length]])),
  );
}

/** The mobile rule for an optional number (WhatsApp); blank is null. */
export function optionalMobileField(length: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: length })
      .transform((v) => v.replace(/\s+/g, ''))
      .refine((v) => v === '' || MOBILE.test(v), length)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** A known calling code ('+91' or '91'); blank is null (issue 12 defect 4). */
export const callingCodeField = z.preprocess(
  asText,
  z
    .string({ error: CHOOSE_FROM_LIST })
    .transform((v) => v.trim().replace(/^\+/, ''))
    .refine((v) => v === '' || isKnownCallingCode(v), CHOOSE_FROM_LIST)
    .transform((v) => (v === '' ? null : v)),
);
