/**
 * A report row's drill-down (issue 17): the members list at / opened with `?report=<filter>`, the
 * members-filter fields that select exactly the row's members. The list adds them to its own
 * filter's body (features/members/use-members-list.ts), so its count is the row's figure.
 */

const PARAM = 'report';

export function membersListUrl(filter: Record<string, unknown>): string {
  return `/?${new URLSearchParams({ [PARAM]: JSON.stringify(filter) }).toString()}`;
}

/** The drill-down filter of a URL's query string; {} when there is none or it is not an object. */
export function reportFilterOf(search: string): Record<string, unknown> {
  const raw = new URLSearchParams(search).get(PARAM);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
