import type {
  publicEventResponseSchema,
  publicProfessionListResponseSchema,
  registrationPrefillResponseSchema,
} from '@sampark/domain/schemas/registration-calls';
import { FORM_NOT_CHECKED } from '@sampark/domain/schemas/registration-steps';
import type { registrationResponseSchema, RegistrationValues, SavedRegistration } from '@sampark/domain/schemas/registrations';
import type { z } from 'zod';
import { api, ApiError } from '../../lib/api-client';
import { takeFormProof } from './form-proof';

/**
 * The registration form's calls (seed 002 §7; docs/api-conventions.md#registrations): the public ones for a
 * visitor (no login; a signed token for a personal or edit link), the logged-in ones for staff.
 * Their answers are taken as the domain's types, not checked here: the server checks each against
 * its schema as it sends it, and the public form shows its first step without zod
 * (docs/decisions/116-public-form-rules-at-first-next.md). The staff's record (fetchRegistration,
 * staff-registration-api.ts) is still checked.
 */

/** The event as the form heads it: the public event, or the staff's whole event record. */
export interface FormEvent {
  id: number;
  name: string;
  date_from: string;
  date_to: string | null;
  location_name: string | null;
}

export interface Profession {
  id: number;
  name: string;
}

/** What a save answers (the message and the registration's links). */
export type Saved = { message: string; data: SavedRegistration };

/** Where a save goes: the public form (with a personal link's token) or the staff's. */
export type SaveTarget =
  | { kind: 'public-create'; eventId: number; token?: string }
  | { kind: 'public-update'; id: number; token: string }
  | { kind: 'staff-create'; eventId: number; memberId: number }
  | { kind: 'staff-update'; id: number };

/** A new public registration carries a proof of work; one the server did not accept (spent, expired) is replaced once. */
async function createPublic(target: { eventId: number; token?: string }, values: RegistrationValues): Promise<Saved> {
  const send = async () =>
    api.postUnchecked<Saved>('/api/public/registrations', { body: { ...values, event_id: target.eventId }, query: { token: target.token }, headers: await takeFormProof() });
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors?._?.includes(FORM_NOT_CHECKED)) return send();
    throw error;
  }
}

export function saveRegistration(target: SaveTarget, values: RegistrationValues): Promise<Saved> {
  switch (target.kind) {
    case 'public-create':
      return createPublic(target, values);
    case 'public-update':
      return api.putUnchecked<Saved>(`/api/public/registrations/${target.id}`, { body: values, query: { token: target.token } });
    case 'staff-create':
      return api.postUnchecked<Saved>('/api/registrations', { body: { ...values, event_id: target.eventId, member_id: target.memberId } });
    case 'staff-update':
      return api.putUnchecked<Saved>(`/api/registrations/${target.id}`, { body: values });
  }
}

// ---- public ------------------------------------------------------------------------------------

export async function fetchPublicEvent(id: number, signal?: AbortSignal): Promise<FormEvent> {
  return (await api.getUnchecked<z.output<typeof publicEventResponseSchema>>(`/api/public/events/${id}`, { signal })).data;
}

export async function fetchPublicProfessions(signal?: AbortSignal): Promise<Profession[]> {
  return (await api.getUnchecked<z.output<typeof publicProfessionListResponseSchema>>('/api/public/professions', { query: { active: 1 }, signal })).data;
}

/** An invitee's details through their personal link. */
export async function fetchInviteePrefill(eventId: number, token: string, signal?: AbortSignal) {
  return (await api.getUnchecked<z.output<typeof registrationPrefillResponseSchema>>(`/api/public/events/${eventId}/prefill`, { query: { token }, signal })).data;
}

export async function fetchPublicRegistration(id: number, token: string, signal?: AbortSignal) {
  return (await api.getUnchecked<z.output<typeof registrationResponseSchema>>(`/api/public/registrations/${id}`, { query: { token }, signal })).data;
}
