import type { RegistrationField } from '@sampark/domain/schemas/registrations';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '../../components/form/select-data';
import { translateMessage } from '../../i18n/messages';
import { optionLabel } from '../../i18n/option-label';
import { ApiError } from '../../lib/api-client';

/**
 * The registration screens' words (issue 18): one catalogue, `registrations`, for the public form,
 * the list, the pass and check-in. The domain's option lists keep their stored values; the
 * catalogue's `option.<list>` maps each value to what a reader of the language sees.
 */
export const useRegistrationsT = () => useTranslation('registrations');

export type RegistrationsT = ReturnType<typeof useRegistrationsT>['t'];

/** The catalogue's maps of stored value -> shown label (registrations.json `option`). */
export type OptionMap =
  | 'attendeeType'
  | 'gender'
  | 'salutation'
  | 'languagesUnderstood'
  | 'language'
  | 'accommodation'
  | 'teaOrCoffee'
  | 'booking'
  | 'travelMode'
  | 'pickupPoint'
  | 'status'
  | 'view';

export function shownOption(t: RegistrationsT, map: OptionMap, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return optionLabel(t, `option.${map}`, String(value));
}

/** Select data of a list of stored values, shown translated; a stored value no longer listed stays visible as it is. */
export function optionData(t: RegistrationsT, map: OptionMap | undefined, list: readonly string[], current: string | readonly string[] | null = null) {
  const data = withCurrent(list, current);
  return map ? data.map((o) => ({ value: o.value, label: shownOption(t, map, o.value) })) : data;
}

export const fieldLabel = (t: RegistrationsT, field: RegistrationField): string => t(`field.${field}`);

/** A failed call's server message (seed 002 §8) in the reader's language, else `fallback`, translated too. */
export function serverMessageText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return translateMessage(error.serverMessage, error.messageRef);
  return translateMessage(fallback);
}
