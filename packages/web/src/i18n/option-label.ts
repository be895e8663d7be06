/** The part of i18next's `t` that reads a whole object of a catalogue. */
type ReadObject = (key: string, options: { returnObjects: true }) => unknown;

/**
 * The shown label of a stored value (an option of a domain list, a report's figure): the
 * catalogue holds a map of value -> label under `map` (`{"Single": "अविवाहित"}`), so values with
 * dots or spaces are keys as they are. A value the map lacks (a name an admin added, a location)
 * is shown as it is stored. i18next builds the whole map on each call: for a small map; a select
 * of many options reads its labels with valueLabel.
 */
export function optionLabel(t: ReadObject, map: string, value: string): string {
  const labels = t(map, { returnObjects: true });
  if (labels && typeof labels === 'object') {
    const label = (labels as Record<string, unknown>)[value];
    if (typeof label === 'string') return label;
  }
  return value;
}

/** The part of i18next's `t` that looks one key up. */
type Lookup = (key: string, options: { keySeparator: string; nsSeparator: false; defaultValue: string }) => string;

/** Splits the map's name from the value: stored values hold dots, spaces and colons ('B.A.', 'Sant / Guru'). */
const SEPARATOR = '\u0001';

/**
 * As optionLabel, by one direct lookup, so a select of a hundred options stays cheap to render.
 * `t` is bound to the catalogue (useTranslation('seekers')); `map` is a top-level key of it.
 */
export function valueLabel(t: Lookup, map: string, value: string): string {
  if (!value) return value;
  return t(`${map}${SEPARATOR}${value}`, { keySeparator: SEPARATOR, nsSeparator: false, defaultValue: value });
}
