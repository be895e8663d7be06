/**
 * The shape of a coded option list (value + label) and the few helpers every list needs.
 * Lists without codes are plain `as const` string arrays: the string is both value and label.
 */
export interface Option<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** The label of a coded value, or `fallback` when the value is not in the list. */
export function labelOf<V extends string | number>(
  options: readonly Option<V>[],
  value: V | string | number | null | undefined,
  fallback = '',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  // Query strings and form fields carry numbers as text: '20' must find 20.
  const found = options.find((o) => String(o.value) === String(value));
  return found ? found.label : fallback;
}

/**
 * The label, but blank for 0 and null: the member Events tab shows invitation, registration and
 * attendance "as names from lookups, and blank for 0 or null" (seed 001 §2).
 */
export function labelOrBlank<V extends string | number>(
  options: readonly Option<V>[],
  value: V | string | number | null | undefined,
): string {
  return value === 0 || value === '0' ? '' : labelOf(options, value);
}

/** The value whose label is `label`, e.g. 'Invited In Person' -> 20. */
export function valueOf<V extends string | number>(options: readonly Option<V>[], label: string): V | undefined {
  return options.find((o) => o.label === label)?.value;
}

export function valuesOf<V extends string | number>(options: readonly Option<V>[]): V[] {
  return options.map((o) => o.value);
}

/** Type guard: is `value` one of the list's entries (a string list or the values of a coded list)? */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** Select-box data (string values), for coded or plain lists alike. */
export function toSelectData(list: readonly (Option | string | number)[]): { value: string; label: string }[] {
  return list.map((o) =>
    typeof o === 'object' ? { value: String(o.value), label: o.label } : { value: String(o), label: String(o) },
  );
}

/** A comma-joined list field (output, languages_known, ...) as its entries, trimmed, blanks dropped. */
export function splitList(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The seeds send and store multi-valued fields comma-joined. */
export function joinList(values: readonly string[]): string {
  return values.map((s) => s.trim()).filter(Boolean).join(',');
}
