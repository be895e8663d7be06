import { z } from 'zod';
import { dataResponseSchema } from './responses';
import { flagField, optionalText, requiredText } from './fields';

/**
 * Professions, categories, statuses (seed 000 §2 "Add Profession", seed 001 §2, §3, §5, §8) and
 * event types (seed 002 §2 "Event types", §3, §5, §8). Each list keeps its own words: the seeds
 * give different messages per list, and for categories and event types a different server message
 * on create and on update, and a browser message of its own (docs/decisions/007).
 */

export const REFERENCE_NAME_MAX = 100;
export const EVENT_TYPE_DESCRIPTION_MAX = 1000;
/** Simple lists and event types: page size 5, options 5, 10, 15 (seed 001 §9, seed 002 §9). */
export const REFERENCE_PAGE_SIZES = [5, 10, 15] as const;

export const FLAG_INVALID = 'The value must be 0 or 1';
const flag = flagField(FLAG_INVALID);

function requiredName(required: string, tooLong: string) {
  return requiredText(required, REFERENCE_NAME_MAX, tooLong);
}

export const PROFESSION_MESSAGES = {
  /** seed 000 §5: "the message comes from the server"; the wording is this project's. */
  required: 'Please enter Profession',
  tooLong: `Profession must be less than ${REFERENCE_NAME_MAX} characters`,
  duplicate: 'This profession already exists.',
  created: 'New Profession added successfully',
  updated: 'Profession updated successfully',
} as const;

export const CATEGORY_MESSAGES = {
  /** the browser's check (seed 001 §5) */
  blank: 'Category name cannot be blank',
  /** the server's two messages (seed 001 §8): create names the field, update does not */
  requiredOnCreate: 'Please enter Category Name',
  requiredOnUpdate: 'Please enter Category',
  tooLong: `Category must be less than ${REFERENCE_NAME_MAX} characters`,
  duplicate: 'This category already exists.',
  created: 'New Category added successfully',
  updated: 'Category updated successfully',
} as const;

export const STATUS_MESSAGES = {
  required: 'Please enter Status',
  tooLong: `Status must be less than ${REFERENCE_NAME_MAX} characters`,
  duplicate: 'This status already exists.',
  created: 'New Status added successfully',
  updated: 'Status updated successfully',
} as const;

export const EVENT_TYPE_MESSAGES = {
  /** the browser's check (seed 002 §5) */
  blank: 'Event Type cannot be blank',
  /** the server's messages on type: 'on add' and 'on edit' (seed 002 §5) */
  requiredOnCreate: 'Please enter type',
  requiredOnUpdate: 'Please enter Event Type',
  tooLong: `Event Type must be less than ${REFERENCE_NAME_MAX} characters`,
  descriptionTooLong: `Description must be less than ${EVENT_TYPE_DESCRIPTION_MAX} characters`,
  duplicate: 'This event type already exists.',
  created: 'New Event Type added successfully',
  updated: 'Event Type updated successfully',
} as const;

/**
 * name + active. On create `active` defaults to 1 (seed 001 §3); on update a missing `active`
 * leaves the stored value as it is. Unknown fields (a row sent back whole, with its id) are dropped.
 */
function namedListSchemas(onCreate: string, onUpdate: string, tooLong: string) {
  return {
    create: z.object({ name: requiredName(onCreate, tooLong), active: flag.default(1) }),
    update: z.object({ name: requiredName(onUpdate, tooLong), active: flag.optional() }),
  };
}

const professions = namedListSchemas(PROFESSION_MESSAGES.required, PROFESSION_MESSAGES.required, PROFESSION_MESSAGES.tooLong);
export const professionCreateSchema = professions.create;
export const professionUpdateSchema = professions.update;

const categories = namedListSchemas(CATEGORY_MESSAGES.requiredOnCreate, CATEGORY_MESSAGES.requiredOnUpdate, CATEGORY_MESSAGES.tooLong);
export const categoryCreateSchema = categories.create;
export const categoryUpdateSchema = categories.update;
/** The add and edit forms check the name with the browser's own message. */
export const categoryFormSchema = namedListSchemas(CATEGORY_MESSAGES.blank, CATEGORY_MESSAGES.blank, CATEGORY_MESSAGES.tooLong).create;

const statuses = namedListSchemas(STATUS_MESSAGES.required, STATUS_MESSAGES.required, STATUS_MESSAGES.tooLong);
export const statusCreateSchema = statuses.create;
export const statusUpdateSchema = statuses.update;

/** What the add and edit forms of the three simple lists hold. */
export type NamedListFormInput = z.input<typeof professionCreateSchema>;
export type NamedListBody = z.output<typeof professionCreateSchema>;

const description = optionalText(EVENT_TYPE_DESCRIPTION_MAX, EVENT_TYPE_MESSAGES.descriptionTooLong);

/** POST api/event_types: `inactive` defaults to 1 on create (seed 002 §2 "Event types"). */
export const eventTypeCreateSchema = z.object({
  type: requiredName(EVENT_TYPE_MESSAGES.requiredOnCreate, EVENT_TYPE_MESSAGES.tooLong),
  description,
  inactive: flag.default(1),
});
/** PUT api/event_types/{id}: a missing `inactive` leaves the stored value. */
export const eventTypeUpdateSchema = z.object({
  type: requiredName(EVENT_TYPE_MESSAGES.requiredOnUpdate, EVENT_TYPE_MESSAGES.tooLong),
  description,
  inactive: flag.optional(),
});
/** The add and edit forms check the type with the browser's own message. */
export const eventTypeFormSchema = z.object({
  type: requiredName(EVENT_TYPE_MESSAGES.blank, EVENT_TYPE_MESSAGES.tooLong),
  description,
  inactive: flag.default(1),
});
export type EventTypeFormInput = z.input<typeof eventTypeFormSchema>;
export type EventTypeBody = z.output<typeof eventTypeCreateSchema>;

/** GET api/professions|categories|statuses: `?active=1` lists only active rows. */
export const activeQuerySchema = z.object({
  active: z.enum(['0', '1'], { error: FLAG_INVALID }).optional(),
});

/** One row of GET api/professions, api/categories, api/statuses (and `data` of GET {id}). */
export const namedListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.number().int(),
});
export type NamedListRow = z.infer<typeof namedListRowSchema>;

export const eventTypeRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string().nullable(),
  inactive: z.number().int(),
});
export type EventTypeRow = z.infer<typeof eventTypeRowSchema>;

/** `{ data: [...] }` of the list calls. */
export const namedListResponseSchema = dataResponseSchema(z.array(namedListRowSchema));
export const eventTypeListResponseSchema = dataResponseSchema(z.array(eventTypeRowSchema));
/** `{ data }` of GET {id}. */
export const namedListItemResponseSchema = dataResponseSchema(namedListRowSchema);
export const eventTypeResponseSchema = dataResponseSchema(eventTypeRowSchema);
/** `{ message, data }` of POST and PUT. */
export const namedListSavedSchema = z.object({ message: z.string(), data: namedListRowSchema });
export const eventTypeSavedSchema = z.object({ message: z.string(), data: eventTypeRowSchema });
