/**
 * The members feature's public entry: what other features use of it (docs/decisions/086-web-folders.md).
 * The member form's fields, the members filter's widgets and rules, the contact links.
 */
export { telHref } from './contact/contact-links';
export { memberQueryOptions } from './detail/member-api';
export { DUPLICATE_CHECK_MIN_LENGTH, DuplicateAlert, duplicatesOf, useDuplicateCheck } from './fields/duplicates';
export { PlaceFields } from './fields/place-fields';
export { emptyFilterOf, fieldsBody, hasOwnValue } from './filter/filter-body';
export type { FieldsOf, FilterValuesOf } from './filter/filter-body';
export { useFilterLookups } from './filter/filter-lookups';
export type { FilterLookups } from './filter/filter-lookups';
export { useFilterOptions } from './filter/filter-options';
export { FilterFieldInput, FilterPlaceFields, LocationField } from './filter/filter-widgets';
export type { FieldValue } from './filter/filter-widgets';
export { showsDistrict, showsState, withPlace } from './filter/place';
