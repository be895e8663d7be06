import { i18n } from '../../../i18n/i18n';

/**
 * Shown labels of the domain's option lists in the current language (issue 18). The values stay
 * the domain's (they are stored and compared); the `table` catalogue maps each English label to
 * its Hindi one under `options.<list>`. A label the catalogue does not hold (codes such as 'PIS',
 * grades 'A'-'D', Hindi seekership labels) is shown as it is.
 *
 * Callers render inside a component that uses the `table` namespace (useTranslation('table')), so
 * the catalogue is loaded and a change of language renders them again.
 */
export type OptionList =
  | 'sources'
  | 'howKnowUs'
  | 'outputs'
  | 'contactGroups'
  | 'contactStatuses'
  | 'contactResponses'
  | 'participationStatuses'
  | 'approvalStatuses'
  | 'invitationStatuses'
  | 'registrationStatuses'
  | 'attendanceStatuses'
  | 'dateTypes'
  | 'yesNo'
  | 'grades'
  | 'genders'
  | 'maritalStatuses'
  | 'languages'
  | 'materialTypes';

/**
 * The list's map of English label -> shown label. Read from the loaded catalogue directly: `t` with
 * `returnObjects` translates every entry of the map on each call, which a form of 40-option
 * selects re-rendering on each keystroke cannot afford.
 */
function labelsOf(list: OptionList): Readonly<Record<string, unknown>> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels: unknown = i18n.getResource(language, 'table', `options.${list}`);
  return labels !== null && typeof labels === 'object' ? (labels as Record<string, unknown>) : {};
}

function shownIn(labels: Readonly<Record<string, unknown>>, label: string): string {
  const shown = labels[label];
  return typeof shown === 'string' ? shown : label;
}

export function optionLabel(list: OptionList, label: string): string {
  return shownIn(labelsOf(list), label);
}

/** Select data with the labels shown in the current language; values unchanged. */
export function translatedData<D extends { label: string }>(list: OptionList, data: readonly D[]): D[] {
  const labels = labelsOf(list);
  return data.map((d) => ({ ...d, label: shownIn(labels, d.label) }));
}

/** A plain string list (value = English label) as select data in the current language. */
export function optionData(list: OptionList, values: readonly string[]): { value: string; label: string }[] {
  const labels = labelsOf(list);
  return values.map((value) => ({ value, label: shownIn(labels, value) }));
}

/** The pseudo-entry 'Unassigned' of the assignee, profession, category and grade lists. */
export function unassignedLabel(): string {
  return i18n.t('table:unassigned');
}
