import { z } from 'zod';
import { dataResponseSchema } from './responses';
import { blankToUndefined, flagField, optionalText, requiredText, searchText } from './fields';

/**
 * Organizations (seed 001 §2 "Add organization and edit organization", "Organizations list",
 * §3 "Organization", §7, §9; docs/api-conventions.md#sorting-and-paging). The add and edit forms and POST/PUT
 * api/organizations validate with the same schema.
 */

export const ORGANIZATION_NAME_MAX = 200;
export const ORGANIZATION_TEXT_MAX = 2000;
/** Organizations server table: 10 per page, options 10, 50, 100, no 'all' (seed 001 §9). */
export const ORGANIZATION_PAGE_SIZES = [10, 50, 100] as const;
/** docs/api-conventions.md#sorting-and-paging: a page is at most 5000 rows. */
export const ORGANIZATION_LIMIT_MAX = 5000;

export const ORGANIZATION_MESSAGES = {
  /** the seeds give no message for a blank name; the wording is this project's */
  required: 'Please enter Organization Name',
  nameTooLong: `Organization name must be less than ${ORGANIZATION_NAME_MAX} characters`,
  textTooLong: `Must be less than ${ORGANIZATION_TEXT_MAX} characters`,
  created: 'New Organization added successfully',
  updated: 'Organization updated successfully',
  deleted: 'Organization deleted successfully',
  badOrderby: 'The selected orderby is invalid.',
  badOrdertype: 'The selected ordertype is invalid.',
} as const;

/** DELETE of an organization that members still belong to (docs/decisions/006). */
export function organizationLinkedMessage(members: number): string {
  return `This organization is linked to ${members} member(s) and cannot be deleted.`;
}

const flag = flagField('The value must be 0 or 1');

/** Optional free text: trimmed, and an empty value is stored as null. A number is read as text (`members` is often typed as one). */
const text = optionalText(ORGANIZATION_TEXT_MAX, ORGANIZATION_MESSAGES.textTooLong);

const organizationFields = {
  name: requiredText(ORGANIZATION_MESSAGES.required, ORGANIZATION_NAME_MAX, ORGANIZATION_MESSAGES.nameTooLong),
  objective: text,
  area_activity: text,
  members: text,
  website: text,
  head_person: text,
  remark: text,
};

/** POST api/organizations; `active` defaults to 1 (seed 001 §9). Unknown fields (id, created_at ...) are dropped. */
export const organizationCreateSchema = z.object({ ...organizationFields, active: flag.default(1) });
/** PUT api/organizations/{id}: every field replaced; a missing `active` leaves the stored value. */
export const organizationUpdateSchema = z.object({ ...organizationFields, active: flag.optional() });
export type OrganizationFormInput = z.input<typeof organizationCreateSchema>;
export type OrganizationBody = z.output<typeof organizationCreateSchema>;

/** The text fields of an organization, in form order. */
export const ORGANIZATION_TEXT_FIELDS = ['objective', 'area_activity', 'members', 'website', 'head_person', 'remark'] as const;

/** Columns POST api/orgsearch may sort by (anything else is a 422). */
export const ORGANIZATION_SORT_COLUMNS = [
  'id',
  'name',
  'objective',
  'area_activity',
  'members',
  'website',
  'head_person',
  'remark',
  'active',
  'created_at',
  'updated_at',
] as const;
export type OrganizationSortColumn = (typeof ORGANIZATION_SORT_COLUMNS)[number];

/** Query of POST api/orgsearch (seed 001 §7): count=1 answers the total instead of the rows. */
export const organizationSearchQuerySchema = z.object({
  count: z.enum(['0', '1'], { error: 'count must be 0 or 1' }).optional(),
  skip: z.coerce.number({ error: 'skip must be a whole number' }).int().min(0).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int()
    .min(1)
    .default(ORGANIZATION_PAGE_SIZES[0])
    .transform((v) => Math.min(v, ORGANIZATION_LIMIT_MAX)),
  orderby: z.preprocess(blankToUndefined, z.enum(ORGANIZATION_SORT_COLUMNS, { error: ORGANIZATION_MESSAGES.badOrderby }).default('name')),
  ordertype: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: ORGANIZATION_MESSAGES.badOrdertype }).default('asc')),
  keyword: searchText(200),
});
export type OrganizationSearchQuery = z.input<typeof organizationSearchQuerySchema>;

/** GET api/organizations?active=0 lists all; without it only active ones. */
export const organizationListQuerySchema = z.object({
  active: z.enum(['0', '1'], { error: 'The value must be 0 or 1' }).optional(),
});

export const organizationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  objective: z.string().nullable(),
  area_activity: z.string().nullable(),
  members: z.string().nullable(),
  website: z.string().nullable(),
  head_person: z.string().nullable(),
  remark: z.string().nullable(),
  active: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrganizationRow = z.infer<typeof organizationRowSchema>;

/** GET api/organizations, and POST api/orgsearch's page. */
export const organizationListResponseSchema = dataResponseSchema(z.array(organizationRowSchema));
/** POST api/orgsearch?count=1: the total alone. */
export const organizationCountResponseSchema = dataResponseSchema(z.number().int());
/** POST api/orgsearch: the total with count=1, else one page of rows. */
export const organizationSearchResponseSchema = z.union([organizationCountResponseSchema, organizationListResponseSchema]);
/** GET api/organizations/{id}. */
export const organizationResponseSchema = dataResponseSchema(organizationRowSchema);
/** POST api/organizations and PUT api/organizations/{id}: the organization as saved. */
export const organizationSavedSchema = z.object({ message: z.string(), data: organizationRowSchema });
