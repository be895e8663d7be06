/**
 * Names of professions, categories, statuses and event types are unique regardless of case:
 * `name_key` holds the trimmed, lower-cased name under a UNIQUE index.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
