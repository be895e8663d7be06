import type { UseFormReturnType } from '@mantine/form';
import { splitList } from '@sampark/domain/options/option';
import { SEEKER_DEFAULTS, SEEKER_STEPS, type SeekerStepKey, seekerStepSchemas } from '@sampark/domain/schemas/seekers';
import { zodErrors } from '../../components/form/use-zod-form';

/**
 * The add-seeker wizard's values as its inputs hold them (seed 001 §3 "Seeker (add form)"): text,
 * lists for the multi-selects, a boolean for Active. The domain's step schemas and seekerSchema
 * read them as they are, so the browser gives the server's messages.
 */
export type SeekerField = (typeof SEEKER_STEPS)[number]['fields'][number];

/** The multi-selects, stored comma-joined. */
export const SEEKER_MULTI_FIELDS = [
  'languages_known',
  'education',
  'profession',
  'seva_days',
  'skills',
  'level_of_responsibility',
  'org_responsibility_responsibility',
  'which_responsibilities_capable',
] as const satisfies readonly SeekerField[];
type MultiField = (typeof SEEKER_MULTI_FIELDS)[number];
type TextField = Exclude<SeekerField, MultiField | 'active'>;

export type SeekerWizardValues = Record<TextField, string> & Record<MultiField, string[]> & { active: boolean };
export type SeekerWizardForm = UseFormReturnType<SeekerWizardValues>;

const ALL_FIELDS: readonly SeekerField[] = SEEKER_STEPS.flatMap((s) => s.fields);
const isMulti = (f: SeekerField): f is MultiField => (SEEKER_MULTI_FIELDS as readonly string[]).includes(f);

/** One field's blank value: '' for text, [] for a list; Active starts on (seed 001 §3 "active (default 1)"). */
function blankOf(field: SeekerField): string | string[] | boolean {
  if (field === 'active') return SEEKER_DEFAULTS.active === 1;
  if (isMulti(field)) return [];
  if (field === 'country') return SEEKER_DEFAULTS.country;
  if (field === 'mobile_country_code') return SEEKER_DEFAULTS.mobile_country_code;
  return '';
}

function valuesOf(fields: readonly SeekerField[], valueOf: (f: SeekerField) => string | string[] | boolean) {
  return Object.fromEntries(fields.map((f) => [f, valueOf(f)]));
}

/** A new seeker: blank, country INDIA, code 91, active (seed 001 §9). */
export const EMPTY_SEEKER = valuesOf(ALL_FIELDS, blankOf) as SeekerWizardValues;

/** The fields of one step set back to blank (Clear). */
export function blankStep(step: number): Partial<SeekerWizardValues> {
  return valuesOf(SEEKER_STEPS[step].fields, blankOf) as Partial<SeekerWizardValues>;
}

/** A stored seeker (GET api/seekers/{id}) as the wizard's values; MySQL's 0000-00-00 dates are blank. */
export function seekerValuesOf(record: Record<string, unknown>): SeekerWizardValues {
  return valuesOf(ALL_FIELDS, (f) => {
    const stored = record[f];
    if (f === 'active') return stored !== 0 && stored !== '0' && stored !== false;
    if (isMulti(f)) return splitList(typeof stored === 'string' ? stored : null);
    if (stored === null || stored === undefined) return f === 'country' ? SEEKER_DEFAULTS.country : '';
    const text = String(stored);
    return f === 'dob' && text.startsWith('0000') ? '' : text;
  }) as SeekerWizardValues;
}

/** The step (0-3) that shows `field`; -1 for a field of no step. */
export function stepOf(field: string): number {
  return SEEKER_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

const stepKey = (step: number): SeekerStepKey => SEEKER_STEPS[step].key;

/** One step's messages, first per field (seed 001 §5, as the server gives them). */
export function stepErrors(step: number, values: SeekerWizardValues): Record<string, string> {
  return zodErrors(seekerStepSchemas[stepKey(step)], values);
}

/** The first step with an error, and its messages; undefined when every step passes (Submit). */
export function firstInvalidStep(values: SeekerWizardValues): { step: number; errors: Record<string, string> } | undefined {
  for (let step = 0; step < SEEKER_STEPS.length; step++) {
    const errors = stepErrors(step, values);
    if (Object.keys(errors).length) return { step, errors };
  }
  return undefined;
}
