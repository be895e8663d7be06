import {
  CONTACT_GROUPS,
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  FOLLOWUP_COUNTS,
  GRADES,
  OUTPUTS,
  PARTICIPATION_STATUSES,
  SEEKERSHIP,
  SOURCES,
} from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import { HOW_KNOW_US, UNASSIGNED_ID, UNASSIGNED_LABEL } from '@sampark/domain/options/reference';
import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import type { FilterOptions } from '@sampark/domain/schemas/filter-fields';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { YES_NO } from '../../../components/form/select-data';
import type { FilterLookups } from './filter-lookups';
import { optionData, translatedData, unassignedLabel } from './option-labels';

/**
 * The choices of each options source the domain's table of filter fields names
 * (filter-fields.ts): the option lists of the domain, and the lookups of the server.
 */
export type SelectData = { value: string; label: string; disabled?: boolean }[];

/** The select values of the pseudo-entry 'Unassigned' (seed 000 §3). */
export const UNASSIGNED_ID_VALUE = String(UNASSIGNED_ID);
export const UNASSIGNED_GRADE_VALUE = UNASSIGNED_LABEL;

const unassigned = (rows: { id: number; name: string }[]): SelectData => [
  { value: UNASSIGNED_ID_VALUE, label: unassignedLabel() },
  ...rows.map((r) => ({ value: String(r.id), label: r.name })),
];
const plain = (rows: { id: number; name: string }[]): SelectData => rows.map((r) => ({ value: String(r.id), label: r.name }));

/** The option lists' choices, labelled in the current language (values stay the domain's). */
const optionSources = (): Partial<Record<FilterOptions, SelectData>> => ({
  sources: optionData('sources', SOURCES),
  how_know_us: optionData('howKnowUs', HOW_KNOW_US),
  grades: [{ value: UNASSIGNED_GRADE_VALUE, label: unassignedLabel() }, ...toSelectData(GRADES)],
  outputs: optionData('outputs', OUTPUTS),
  contact_groups: optionData('contactGroups', CONTACT_GROUPS),
  contact_statuses: optionData('contactStatuses', CONTACT_STATUSES),
  contact_responses: optionData('contactResponses', CONTACT_RESPONSES),
  participation_statuses: optionData('participationStatuses', PARTICIPATION_STATUSES),
  followup_counts: toSelectData(FOLLOWUP_COUNTS),
  seekership: toSelectData(SEEKERSHIP),
  yes_no: translatedData('yesNo', YES_NO),
  approval_statuses: optionData('approvalStatuses', APPROVAL_STATUSES),
});

/** The 'Unassigned' value of profession, category and grade (seed 000 §5). */
export const UNSET_VALUE: Partial<Record<FilterOptions, string>> = {
  professions: UNASSIGNED_ID_VALUE,
  categories: UNASSIGNED_ID_VALUE,
  grades: UNASSIGNED_GRADE_VALUE,
};

/**
 * Every options source's choices. `disabledCategories` are shown but cannot be chosen (the
 * add-members filter's Sadhak and Yuva Sadhak, seed 002 §2).
 */
export function useFilterOptions(lookups: FilterLookups, disabledCategories: readonly string[] = []) {
  const { i18n } = useTranslation('table');
  const language = i18n.language;
  return useMemo<Partial<Record<FilterOptions, SelectData>>>(
    () => ({
      ...optionSources(),
      users: unassigned(lookups.users),
      professions: unassigned(lookups.professions),
      categories: unassigned(lookups.categories).map((o) => (disabledCategories.includes(o.label) ? { ...o, disabled: true } : o)),
      organizations: plain(lookups.organizations),
      events: plain(lookups.events),
    }),
    // `language`: the labels are read in it, so a switch of language builds them again
    [lookups, disabledCategories, language],
  );
}
