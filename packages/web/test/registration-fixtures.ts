import type { EventDetail } from '@sampark/domain/schemas/events';
import type { PublicEvent } from '@sampark/domain/schemas/registration-calls';
import type { RegistrationRecord } from '@sampark/domain/schemas/registrations';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import { eventRow } from './event-fixtures';
import { localToday } from '../src/features/registrations/registration-form-values';

/** The registration screens' tests share one event and one stored registration. */
export const START = addDays(localToday(), 30);
export const EVENT = { id: 5, name: 'Hindu Rashtra Adhiveshan', description: null, date_from: START, date_to: addDays(START, 2), location_name: 'Goa' } satisfies PublicEvent;

/** An event as staff read it (GET api/events/{id}): `id`, `name` and dates as told. */
export const staffEvent = (values: Partial<EventDetail> = {}) =>
  ({ ...eventRow(EVENT.id, { ...EVENT, location_id: 4, type_name: 'Adhiveshan' }), ...values }) satisfies EventDetail;
/** The edit link's token of registration 41. */
export const TOKEN = `41.${'A'.repeat(22)}`;

/** A stored registration, every step valid, as GET api/(public/)registrations/{id} answers it. */
export const STORED = {
  id: 41,
  event_id: 5,
  member_id: null,
  status: 'Registered',
  relationship: 1,
  email: 'ravi@example.org',
  recommended_by: 'Suresh Patil',
  salutation: 'Mr',
  firstname: 'Ravi',
  lastname: 'Kumar',
  hindi_name: 'रवि कुमार',
  gender: 'M',
  profession_id: 3,
  dob: '1980-05-01',
  mobile_country_code: '91',
  mobile_number: '9820012345',
  country: 'INDIA',
  state: 'Goa',
  district: 'North Goa',
  city: 'Panaji',
  other_media: 'Koo',
  languages_understood: 'Hindi',
  languages_known: 'Hindi,Konkani',
  pastevents: '2019',
  organization: 'Sanatan Sanstha',
  designation: 'Coordinator',
  org_hindi: 'सनातन संस्था',
  brief_intro: 'Teacher',
  activities: 'Study circles',
  days_of_stay: `${START},${addDays(START, 1)}`,
  accommodation_needs: 'Any',
  tea_or_coffee: 'None',
  diet_restrictions: 'None',
  booking_status: 'I will book later',
  booking_date: localToday(),
  address: null,
  whatsapp: null,
  facebook_id: null,
  twitter_id: null,
  website: null,
  instagram: null,
  remarks: null,
  arrival_by: null,
  arrival_date: null,
  arrival_time: null,
  pickup_point: null,
  arrival_details: null,
  departure_by: null,
  departure_date: null,
  departure_time: null,
  dropoff_point: null,
  departure_details: null,
} satisfies RegistrationRecord;
