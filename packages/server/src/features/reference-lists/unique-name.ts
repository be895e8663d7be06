/**
 * Names of professions, categories, statuses and event types are unique regardless of case:
 * `name_key` holds the trimmed, lower-cased name under a UNIQUE index.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * True for a UNIQUE violation of either engine. The routes check for a duplicate first; this
 * catches only the race of two saves of the same new name, which must still end as a 422.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
