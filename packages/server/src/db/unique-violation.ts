/**
 * True for a UNIQUE violation of either engine. A route that checks for a duplicate first uses
 * this only for the race of two saves of the same value, which must still end as a 422.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
