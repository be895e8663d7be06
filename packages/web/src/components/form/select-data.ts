/** Select data of plain strings, keeping a stored value that is no longer in the list visible. */
export function withCurrent(list: readonly string[], current: string | readonly string[] | null): { value: string; label: string }[] {
  const values = [...list];
  const stored = current === null ? [] : typeof current === 'string' ? [current] : current;
  for (const v of stored) if (v && !values.includes(v)) values.push(v);
  return values.map((v) => ({ value: v, label: v }));
}

/**
 * Lookup rows (professions, categories) as select data: active rows, plus the stored one even when
 * it has been deactivated since, so an old record still shows what it holds.
 */
export function lookupData(rows: readonly { id: number; name: string; active?: number }[] | undefined, current: string) {
  return (rows ?? [])
    .filter((r) => r.active !== 0 || String(r.id) === current)
    .map((r) => ({ value: String(r.id), label: r.name }));
}

export const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/**
 * A Select's input props from @mantine/form: a blank value is "nothing chosen" (null), or the
 * Select shows a clear button and keeps the last label after a reset.
 */
export function asSelect<P extends { value?: unknown }>(props: P): P & { value: string | null } {
  const value = props.value;
  return { ...props, value: typeof value === 'string' && value !== '' ? value : null };
}
