import { z } from 'zod';
import { isBlank, searchText } from './fields';
import { nullableInt, nullableText, pageResponseSchema, recordId } from './responses';
import { END_BEFORE_START, INVALID_DATE, INVALID_ORDERBY, INVALID_ORDERTYPE, MAX_PAGE_LIMIT } from './member-filter';

/**
 * The seekers list (seed 001 §2 "Seekers list", §3 "Seeker list columns", §9; issue 15): server
 * paging, the search box and the All Filters dialog (country/state/district, gender, profession,
 * education, created dates). `GET api/seekers?...` answers `{data: SeekerListRow[], count}`.
 */

/** seed 001 §9: default 10, options 10, 50, 100. */
export const SEEKER_PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_SEEKER_PAGE_SIZE = 10;

/** The list columns (seed 001 §3) the list may be sorted by; anything else is a 422 (docs/api-conventions.md#sorting-and-paging). */
export const SEEKER_SORT_COLUMNS = [
  'id',
  'fullname',
  'gender',
  'dob',
  'country',
  'state',
  'district',
  'city',
  'mobile_number',
  'email',
  'education',
  'profession',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
] as const;
export type SeekerSortColumn = (typeof SEEKER_SORT_COLUMNS)[number];
/** Newest first unless the screen asks otherwise. */
export const DEFAULT_SEEKER_SORT = { orderby: 'created_at', ordertype: 'desc' } as const;

/** An array, a repeated query parameter or a comma-joined string -> the non-blank entries. */
function asList(v: unknown): string[] | undefined {
  if (isBlank(v)) return undefined;
  const list = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : isBlank(x) ? [] : [String(x)]));
  const kept = list.map((x) => x.trim()).filter(Boolean);
  return kept.length ? kept : undefined;
}

const multiText = z.preprocess(asList, z.array(z.string().max(200)).max(100).optional());
const optText = z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(200).optional());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD' naming a day of the calendar ('2026-02-30' and '0000-00-00' do not). */
function isRealDay(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return DAY.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const optDay = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: INVALID_DATE })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isRealDay, INVALID_DATE)
    .optional(),
);

/**
 * Multi fields match any of their values (gender M/F/O; a seeker's profession or education list
 * holding any of the chosen names); fields together must all match. `start_date`/`end_date` bound
 * created_at, both inclusive.
 */
export const seekerListQuerySchema = z
  .object({
    skip: z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number().int().min(0).max(2_147_483_647).default(0)),
    limit: z.preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z.coerce
        .number()
        .int()
        .min(1)
        .default(DEFAULT_SEEKER_PAGE_SIZE)
        .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
    ),
    orderby: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(SEEKER_SORT_COLUMNS, { error: INVALID_ORDERBY }).default(DEFAULT_SEEKER_SORT.orderby)),
    ordertype: z.preprocess(
      (v) => (isBlank(v) ? undefined : String(v).toLowerCase()),
      z.enum(['asc', 'desc'], { error: INVALID_ORDERTYPE }).default(DEFAULT_SEEKER_SORT.ordertype),
    ),
    keyword: searchText(200),
    country: optText,
    state: optText,
    district: optText,
    gender: multiText,
    profession: multiText,
    education: multiText,
    start_date: optDay,
    end_date: optDay,
  })
  .refine((f) => !f.start_date || !f.end_date || f.end_date >= f.start_date, { path: ['end_date'], message: END_BEFORE_START });
export type SeekerListQuery = z.output<typeof seekerListQuerySchema>;
export type SeekerListQueryInput = z.input<typeof seekerListQuerySchema>;

/** One row of the list (seed 001 §3 "Seeker list columns", with what the phone link and the expanded row need). */
export const seekerListRowSchema = z.object({
  id: recordId,
  fullname: z.string(),
  gender: nullableText,
  dob: nullableText,
  country: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  mobile_country_code: nullableText,
  mobile_number: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  education: nullableText,
  profession: nullableText,
  active: z.number().int(),
  created_by: nullableInt,
  created_by_name: nullableText,
  updated_by: nullableInt,
  updated_by_name: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SeekerListRow = z.infer<typeof seekerListRowSchema>;

/** GET api/seekers: one page and the total. */
export const seekerListResponseSchema = pageResponseSchema(seekerListRowSchema);
