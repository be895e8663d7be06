import type { UseFormReturnType } from '@mantine/form';
import { splitList } from '@sampark/domain/options/option';
import type { RegistrationContext } from '@sampark/domain/schemas/registration-windows';
import { REGISTRATION_DEFAULTS, REGISTRATION_FIELDS, REGISTRATION_STEPS } from '@sampark/domain/schemas/registration-steps';
import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { zodErrors } from '../../components/form/use-zod-form';
import { loadOnce } from '../../lib/load-once';

/**
 * The registration form's values as its inputs hold them (seed 002 §3): text for inputs and
 * selects, lists for the multi-selects and the days of stay. The domain's step schemas read them
 * as they are, so the form shows the server's words (seed 002 §5).
 */

export const REGISTRATION_LIST_FIELDS = ['other_media', 'languages_known', 'pastevents', 'days_of_stay'] as const satisfies readonly RegistrationField[];
type ListField = (typeof REGISTRATION_LIST_FIELDS)[number];
type TextField = Exclude<RegistrationField, ListField>;

export type RegistrationFormValues = Record<TextField, string> & Record<ListField, string[]>;
export type RegistrationForm = UseFormReturnType<RegistrationFormValues>;

const isList = (f: RegistrationField): f is ListField => (REGISTRATION_LIST_FIELDS as readonly string[]).includes(f);

/** One field's starting value: the seed's defaults (Delegate, INDIA, 91), else blank. */
function blankOf(field: RegistrationField): string | string[] {
  if (isList(field)) return [];
  if (field === 'relationship') return String(REGISTRATION_DEFAULTS.relationship);
  if (field === 'country') return REGISTRATION_DEFAULTS.country;
  if (field === 'mobile_country_code') return REGISTRATION_DEFAULTS.mobile_country_code;
  return '';
}

export const EMPTY_REGISTRATION = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, blankOf(f)])) as RegistrationFormValues;

/** A stored registration, or a member's prefill, as the form's values; what it does not have stays blank (or default). */
export function registrationValuesOf(record: Record<string, unknown>): RegistrationFormValues {
  const values = { ...EMPTY_REGISTRATION } as Record<string, string | string[]>;
  for (const f of REGISTRATION_FIELDS) {
    const stored = record[f];
    if (stored === null || stored === undefined || stored === '') continue;
    values[f] = isList(f) ? splitList(String(stored)) : String(stored);
  }
  return values as RegistrationFormValues;
}

/** Only the fields `record` has (a member's prefill), as the form's values. */
export function prefillValuesOf(record: Record<string, unknown>): Partial<RegistrationFormValues> {
  const all = registrationValuesOf(record);
  return Object.fromEntries(REGISTRATION_FIELDS.filter((f) => record[f] !== undefined && record[f] !== null).map((f) => [f, all[f]])) as Partial<RegistrationFormValues>;
}

/** The fields of a step set back to where the form started (Reset). */
export function stepValues(step: number, start: RegistrationFormValues): Partial<RegistrationFormValues> {
  return Object.fromEntries(REGISTRATION_STEPS[step].fields.map((f) => [f, start[f]])) as Partial<RegistrationFormValues>;
}

/** The step (0-5) that shows `field`; -1 for a field of no step. */
export function stepOfField(field: string): number {
  return REGISTRATION_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

/** The form's rules: the domain's step schemas, and zod with them. */
export type RegistrationRules = typeof import('@sampark/domain/schemas/registrations');

/**
 * The rules are loaded at the first touch, with the later steps, and awaited by Next and Submit:
 * the first step shows without zod, which was the longest part of a cheap phone's load of the
 * public form (docs/decisions/116-public-form-rules-at-first-next.md). A failed load is tried again.
 */
export const loadRegistrationRules: () => Promise<RegistrationRules> = loadOnce(() => import('@sampark/domain/schemas/registrations'));

/** One step's messages, the first per field; the date windows once the event is known. */
export function stepErrors(rules: RegistrationRules, step: number, values: RegistrationFormValues, context: RegistrationContext): Record<string, string> {
  return zodErrors(rules.registrationStepSchema(step, context), values);
}

/** The first step with an error and its messages; undefined when every step passes (Submit). */
export function firstInvalidStep(rules: RegistrationRules, values: RegistrationFormValues, context: RegistrationContext) {
  for (let step = 0; step < REGISTRATION_STEPS.length; step++) {
    const errors = stepErrors(rules, step, values, context);
    if (Object.keys(errors).length) return { step, errors };
  }
  return undefined;
}

/** The browser's today, the form's end of the date-of-birth and booking windows (the server checks with its own). */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
