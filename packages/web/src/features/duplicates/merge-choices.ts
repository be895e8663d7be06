import { ASSIGNED_TO, defaultValueSource, isEmptyValue, type MergeBody } from '@sampark/domain/schemas/duplicates';
import type { MemberValues } from './duplicates-api';

/**
 * The fields compared side by side, each with a radio per member, and the record field that shows
 * its value (a linked record's name rather than its id). The other fields follow the server's
 * default: the kept member's own value, else the first merged member's.
 */
export const COMPARED: { field: string; shown: string }[] = [
  { field: 'salutation', shown: 'salutation' },
  { field: 'firstname', shown: 'firstname' },
  { field: 'lastname', shown: 'lastname' },
  { field: 'gender', shown: 'gender' },
  { field: 'dob', shown: 'dob' },
  { field: 'mobile_number', shown: 'mobile_number' },
  { field: 'whatsapp', shown: 'whatsapp' },
  { field: 'email', shown: 'email' },
  { field: 'location_id', shown: 'location' },
  { field: 'city', shown: 'city' },
  { field: 'address', shown: 'address' },
  { field: 'profession_id', shown: 'profession' },
  { field: 'category_id', shown: 'category' },
  { field: 'brief_intro', shown: 'brief_intro' },
  { field: ASSIGNED_TO, shown: 'assigned_to_name' },
];

export const shownValue = (record: MemberValues | undefined, shown: string): string => (record && !isEmptyValue(record[shown]) ? String(record[shown]) : '');

/** field -> member id: the kept member's value where it has one, else the first other member's (as the server does). */
export function defaultChoices(keep: number, ids: number[], records: Map<number, MemberValues>): Record<string, number> {
  const order: [number, ...number[]] = [keep, ...ids.filter((id) => id !== keep)];
  return Object.fromEntries(COMPARED.map(({ field, shown }) => [field, defaultValueSource(order, (id) => shownValue(records.get(id), shown) !== '')]));
}

export function mergeBodyOf(keep: number, ids: number[], choices: Record<string, number>): MergeBody {
  return { keep, merge: ids.filter((id) => id !== keep), fields: choices };
}
