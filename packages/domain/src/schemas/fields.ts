import { z } from 'zod';
import { CHOOSE_FROM_LIST, TEXT_TOO_LONG } from './people-messages';
import { stripControlCharacters } from '../text-input';

/**
 * The schemas' shared field helpers (issue 13 item 5): one home for how a form's values are read.
 * Forms send what their widgets hold: a blank field may arrive as '', null or missing, a number
 * as 5 or '5' (docs/api-conventions.md#ids-numbers-and-unknown-keys). Importing this module also installs the people's
 * messages (./people-messages) for every schema built with zod.
 */

export { CHOOSE_FROM_LIST, TEXT_TOO_LONG } from './people-messages';

/** Ids are positive 32-bit integers (the columns' type on both engines, issue 12 defect 2). */
export const MAX_ID = 2_147_483_647;

/** What a form widget may hold for one value (the schemas' input types, for typed forms). */
export type FormValue = string | number | null | undefined;
export type FlagValue = FormValue | boolean;

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** null, undefined and numbers become text; the caller decides whether '' is allowed. */
export const asText = (v: unknown): unknown => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);

/** '' and null mean "not given". */
export const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

/** A numeric string is read as its number; blank is undefined; anything else is left for the schema to refuse. */
export const numberOrBlank = (v: unknown): unknown => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

/**
 * Reports only the first rule a value breaks (one message per field). Used instead of zod's
 * `abort`, which would also stop the object-level rules (e.g. state/district) from running.
 */
export function firstFailing(rules: [(v: string) => boolean, string][]) {
  return (v: string, ctx: z.RefinementCtx<string>) => {
    const broken = rules.find(([ok]) => !ok(v));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  };
}

// ---- text ----------------------------------------------------------------------------------

/** Optional free text: trimmed, '' stored as null; a number is read as text. */
export function optionalText(max = 255, tooLong = TEXT_TOO_LONG) {
  return z.preprocess(
    (v: FormValue) => asText(v),
    z
      .string()
      .trim()
      .max(max, tooLong)
      .transform((v) => (v === '' ? null : v)),
  );
}

/** Required text: blank (or not text at all) gives `required`. */
export function requiredText(required: string, max = 255, tooLong = TEXT_TOO_LONG) {
  return z.preprocess(
    (v: FormValue) => asText(v),
    z
      .string({ error: required })
      .trim()
      .superRefine(
        firstFailing([
          [(v) => v !== '', required],
          [(v) => v.length <= max, tooLong],
        ]),
      ),
  );
}

/**
 * A search box's text: blank is undefined; control characters are removed rather than refused
 * (issue 12 defect 3: a pasted NUL must not break the search, nor the list).
 */
export function searchText(max = 200) {
  return z.preprocess(
    (v: FormValue) => {
      const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? stripControlCharacters(v) : v;
      return isBlank(text) ? undefined : text;
    },
    z.string().trim().max(max, TEXT_TOO_LONG).optional(),
  );
}

// ---- ids -----------------------------------------------------------------------------------

/** A positive 32-bit integer; anything else gives `message`. */
export function idNumber(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/**
 * A required id from a select ('5' or 5): blank (or 0, a select's "none") gives `required`; a
 * value that cannot be an id ('abc', 2.5, beyond 32 bits) gives CHOOSE_FROM_LIST.
 */
export function requiredId(required: string) {
  return z.preprocess(
    (v: FormValue) => numberOrBlank(v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : CHOOSE_FROM_LIST) })
      .int(CHOOSE_FROM_LIST)
      .positive(required)
      .max(MAX_ID, CHOOSE_FROM_LIST),
  );
}

/** An optional id from a select: blank is null. */
export function optionalId(message = CHOOSE_FROM_LIST) {
  return z.preprocess(
    (v: FormValue) => numberOrBlank(v),
    idNumber(message)
      .optional()
      .transform((v) => v ?? null),
  );
}

/** A list of ids (an array, one id, or a comma-joined string); blank entries are dropped. */
export function idList(message = CHOOSE_FROM_LIST, maxItems = 5000) {
  return z.preprocess(
    (v: FormValue | FormValue[]) => {
      if (isBlank(v)) return undefined;
      const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
      return list.filter((x) => !isBlank(x)).map(numberOrBlank);
    },
    z.array(idNumber(message), { error: message }).max(maxItems).optional(),
  );
}

// ---- flags ---------------------------------------------------------------------------------

export interface FlagOptions {
  /** also read true/false (the member record's checkboxes send them); default false */
  booleans?: boolean;
}

/** 0/1 and '0'/'1' (and true/false when asked) mean 0 or 1; blank is undefined. */
function toFlag({ booleans = false }: FlagOptions) {
  return (v: FlagValue): unknown => (typeof v === 'boolean' ? (booleans ? Number(v) : v) : numberOrBlank(v));
}

const zeroOrOne = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });

/** 0 or 1; `message` otherwise. */
export function flagField(message = CHOOSE_FROM_LIST, options: FlagOptions = {}) {
  return z.preprocess(toFlag(options), zeroOrOne(message));
}

/** 0, 1 or blank (null). */
export function nullableFlagField(message = CHOOSE_FROM_LIST, options: FlagOptions = {}) {
  return z.preprocess(
    toFlag(options),
    zeroOrOne(message)
      .optional()
      .transform((v) => v ?? null),
  );
}
