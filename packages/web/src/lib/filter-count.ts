/** How many of a filter's fields are set (a list counts when not empty): the All Filters buttons show it. */
export function setFieldCount(filter: object): number {
  return Object.values(filter).filter((v) => (Array.isArray(v) ? v.length > 0 : !!v)).length;
}
