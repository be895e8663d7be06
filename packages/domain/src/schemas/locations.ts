import { z } from 'zod';
import { dataResponseSchema } from './responses';
import { flagField, type FormValue, numberOrBlank, idNumber, requiredText } from './fields';

/**
 * Locations (seed 001 §2 "Locations", §3 "Location", §5 "Location", §7, §8). The add and edit
 * forms and POST/PUT api/locations validate with the same schema, so the browser and the API give
 * the same messages.
 */

export const LOCATION_NAME_REQUIRED = 'Please enter Location';
export const LOCATION_NAME_MAX = 100;
export const LOCATION_NAME_TOO_LONG = `Location name must be less than ${LOCATION_NAME_MAX} characters`;
export const LOCATION_PARENT_REQUIRED = 'Please select parent location';
export const LOCATION_CREATED = 'New Location added successfully';
export const LOCATION_UPDATED = 'Location updated successfully';
export const LOCATION_DELETED = 'Location deleted successfully';

const flag = flagField('Active must be 0 or 1');

const name = requiredText(LOCATION_NAME_REQUIRED, LOCATION_NAME_MAX, LOCATION_NAME_TOO_LONG);

/** A select's value: 5 or '5'. */
const parentId = z.preprocess((v: FormValue) => numberOrBlank(v), idNumber(LOCATION_PARENT_REQUIRED));

/** POST api/locations: a new location always has a parent (there is one root). Unknown fields are dropped. */
export const locationCreateSchema = z.object({
  name,
  parent_id: parentId,
  active: flag.default(1),
});
export type LocationCreateInput = z.input<typeof locationCreateSchema>;

/** PUT api/locations/{id}: `parent_id` null is accepted only for the root (checked by the server). */
export const locationUpdateSchema = z.object({
  name,
  parent_id: z.preprocess((v: FormValue) => (v === null ? null : numberOrBlank(v)), idNumber(LOCATION_PARENT_REQUIRED).nullable()),
  active: flag.default(1),
});
export type LocationUpdateInput = z.input<typeof locationUpdateSchema>;

/** One node of GET api/locjson. */
export interface LocationNode {
  id: number;
  name: string;
  parent_id: number | null;
  active: number;
  children: LocationNode[];
}

// a named schema: the OpenAPI refers to it from inside itself (#/components/schemas/LocationNode)
export const locationNodeSchema: z.ZodType<LocationNode> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    active: z.number().int(),
    get children() {
      return z.array(locationNodeSchema);
    },
  })
  .meta({ id: 'LocationNode' });

/**
 * A row of GET api/mylocs and GET api/locations: flat, in tree order (depth first, siblings by
 * name), so a select can indent by `depth`. `path` is the ancestry of ids ('/1/5/9/'), `label` the
 * ancestry of names ('INDIA / Maharashtra / Mumbai').
 */
export const flatLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  active: z.number().int(),
  path: z.string(),
  depth: z.number().int(),
  label: z.string(),
});
export type FlatLocation = z.infer<typeof flatLocationSchema>;

/** GET api/locations/{id}. */
export const locationDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  active: z.number().int(),
  path: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

/** GET api/locjson: the tree itself, not wrapped in `data`. */
export const locationTreeResponseSchema = z.array(locationNodeSchema);
/** GET api/mylocs and GET api/locations. */
export const flatLocationListResponseSchema = dataResponseSchema(z.array(flatLocationSchema));
/** GET api/locations/{id}. */
export const locationResponseSchema = dataResponseSchema(locationDetailSchema);
/** POST api/locations and PUT api/locations/{id}: the location as saved. */
export const locationSavedResponseSchema = z.object({ message: z.string(), data: locationDetailSchema });
