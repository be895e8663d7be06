import { z } from 'zod';
import { REQUIRED_FOR_EVENT } from '../events/add-members-rules';
import { APPROVAL_STATUSES } from '../options/events';
import { numberOrBlank, searchText } from './fields';
import { optId } from './filter-fields';
import { memberListQuerySchema, memberPageRowSchema, memberPageSchema } from './member-filter';

/**
 * The add-members screen's calls beyond the members list (seed 002 §2 "Add members to event",
 * §7 `POST api/filter?extrainfo=1`, `POST api/search`, §9; docs/decisions/030-add-members-list.md).
 */

/** Seed 002 §9: "search limited to 50 results". */
export const SEARCH_LIMIT = 50;
/** Seed 002 §9: add-members shows 50 rows by default; the event member tables' sizes without All, with 50. */
export const ADD_MEMBERS_PAGE_SIZE = 50;
export const ADD_MEMBERS_PAGE_SIZES = [10, 50, 100, 500, 1000, 2000] as const;

export const SEARCH_KEYWORD_REQUIRED = 'Please enter a name, mobile number, e-mail or ID to search';

const list = memberListQuerySchema.shape;

/**
 * `POST api/search?keyword&skip&limit=50&orderby&ordertype&event_id` (seed 002 §7): the keyword
 * search of the add-members screen, the first 50 matches at most. The body may carry the filter
 * panel's filter object, which the search then narrows. With event_id each row carries the
 * event's extra info, as `api/filter?extrainfo=1` does.
 */
export const memberSearchQuerySchema = z.object({
  keyword: searchText(),
  skip: z.preprocess(numberOrBlank, z.number().int().min(0).max(SEARCH_LIMIT).default(0)),
  limit: z.preprocess(
    numberOrBlank,
    z
      .number()
      .int()
      .min(1)
      .default(SEARCH_LIMIT)
      .transform((n) => Math.min(n, SEARCH_LIMIT)),
  ),
  orderby: list.orderby,
  ordertype: list.ordertype,
  event_id: optId,
  fields: list.fields,
}).refine((q) => q.keyword !== undefined, { path: ['keyword'], message: SEARCH_KEYWORD_REQUIRED });
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** What each row of the add-members list adds to the members list row (extrainfo). */
export const memberEventInfoSchema = z.object({
  /** The member's approval status in the event, or null when not in it (or no event was named). */
  event_status: z.enum(APPROVAL_STATUSES).nullable(),
  /** What adding needs and the member lacks (seed 002 §4), in the seed's order; empty when complete. */
  missing: z.array(z.enum(REQUIRED_FOR_EVENT)),
});
export type MemberEventInfo = z.infer<typeof memberEventInfoSchema>;

export const addMembersRowSchema = memberPageRowSchema.extend(memberEventInfoSchema.shape);
export type AddMembersRow = z.infer<typeof addMembersRowSchema>;

/** POST api/search (and api/filter?extrainfo=1): a page whose rows carry their extra info when an event is named. */
export const addMembersPageResponseSchema = memberPageSchema(memberPageRowSchema.extend(memberEventInfoSchema.partial().shape));
export type AddMembersPage = z.infer<typeof addMembersPageResponseSchema>;

/** The add-members screen's page: it always names its event, so every row carries its extra info. */
export const addMembersInfoPageSchema = memberPageSchema(addMembersRowSchema);

/** POST api/filter: the members list's page; with extrainfo=1 each row also carries its extra info. */
export const memberListResponseSchema = addMembersPageResponseSchema;
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;
