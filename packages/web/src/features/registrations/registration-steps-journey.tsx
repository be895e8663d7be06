import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { ACCOMMODATION_NEEDS, BOOK_LATER, BOOKING_STATUSES, PICKUP_POINTS, TEA_OR_COFFEE, TRAVEL_MODES } from '@sampark/domain/options/events';
import {
  daysOf,
  type RegistrationContext,
  stayWindow,
} from '@sampark/domain/schemas/registration-windows';
import { formatDate } from '../../lib/dates';
import { fieldLabel, useRegistrationsT } from './registration-i18n';
import { RegChoice, RegDate, RegText, RegTime } from './registration-inputs';
import { RegNote } from './registration-later-inputs';
import type { RegistrationForm } from './registration-form-values';

const grid = { base: 1, sm: 2 } as const;
// the weekday in the reader's language; the date itself stays DD-MM-YYYY
const WEEKDAYS = { en: new Intl.DateTimeFormat('en-IN', { weekday: 'short' }), hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'short' }) };
const dayLabel = (iso: string, language: string) =>
  `${formatDate(iso)} (${(language === 'hi' ? WEEKDAYS.hi : WEEKDAYS.en).format(new Date(`${iso}T00:00:00`))})`;

interface JourneyProps {
  form: RegistrationForm;
  context: RegistrationContext;
}

/** Step 5, Diet/Stay Details: the days of stay are the event's days and two either side (seed 002 §5). */
export function StayStep({ form, context }: JourneyProps) {
  const { t, i18n } = useRegistrationsT();
  const days = daysOf(stayWindow(context.event));
  const stay = form.getInputProps('days_of_stay');
  return (
    <SimpleGrid cols={grid} spacing="sm">
      <Checkbox.Group label={fieldLabel(t, 'days_of_stay')} {...stay}>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
          {days.map((d) => (
            <Checkbox key={d} value={d} label={dayLabel(d, i18n.language)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <RegChoice form={form} field="accommodation_needs" required list={ACCOMMODATION_NEEDS} labels="accommodation" />
      <RegChoice form={form} field="tea_or_coffee" required list={TEA_OR_COFFEE} labels="teaOrCoffee" />
      <RegText form={form} field="diet_restrictions" required />
      <RegNote form={form} field="remarks" />
    </SimpleGrid>
  );
}

/** Step 6, Travel Details: 'I will book later' asks only the booking date, any other choice the journey. */
export function TravelStep({ form }: JourneyProps) {
  const { t } = useRegistrationsT();
  const v = form.values;
  if (v.booking_status === BOOK_LATER) {
    return (
      <SimpleGrid cols={grid} spacing="sm">
        <RegChoice form={form} field="booking_status" required list={BOOKING_STATUSES} labels="booking" />
        <RegDate form={form} field="booking_date" required />
      </SimpleGrid>
    );
  }
  const asked = v.booking_status !== '';
  return (
    <>
      <SimpleGrid cols={grid} spacing="sm">
        <RegChoice form={form} field="booking_status" required list={BOOKING_STATUSES} labels="booking" />
      </SimpleGrid>
      {asked && (
        <>
          <Fieldset legend={t('form.arrival')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={grid} spacing="sm">
              <RegChoice form={form} field="arrival_by" required list={TRAVEL_MODES} labels="travelMode" />
              <RegDate form={form} field="arrival_date" required />
              <RegTime form={form} field="arrival_time" required />
              <RegChoice form={form} field="pickup_point" required list={PICKUP_POINTS} labels="pickupPoint" />
              <RegText form={form} field="arrival_details" required />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.departure')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={grid} spacing="sm">
              <RegChoice form={form} field="departure_by" required list={TRAVEL_MODES} labels="travelMode" />
              <RegDate form={form} field="departure_date" required />
              <RegTime form={form} field="departure_time" required />
              <RegChoice form={form} field="dropoff_point" required list={PICKUP_POINTS} labels="pickupPoint" />
              <RegText form={form} field="departure_details" required />
            </SimpleGrid>
          </Fieldset>
        </>
      )}
    </>
  );
}
