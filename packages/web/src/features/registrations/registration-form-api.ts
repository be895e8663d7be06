import { registrationPrefillOf } from '@sampark/domain/schemas/registration-calls';
import { FORM_NOT_CHECKED, type RegistrationValues } from '@sampark/domain/schemas/registrations';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api-client';
import { takeFormProof } from './form-proof';

/**
 * The registration form's calls (seed 002 §7; docs/api-conventions.md#registrations): the public ones for a
 * visitor (no login; a signed token for a personal or edit link), the logged-in ones for staff.
 * Each answer is checked against its shape.
 */

const eventSchema = z.object({
  id: z.number(),
  name: z.string(),
  date_from: z.string(),
  date_to: z.string().nullable(),
  location_name: z.string().nullable().optional(),
});
export type FormEvent = z.infer<typeof eventSchema>;

const professionsSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), active: z.number().optional() })) });
export type Profession = z.infer<typeof professionsSchema>['data'][number];

const recordSchema = z.object({ data: z.record(z.string(), z.unknown()) });
const savedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), edit_url: z.string(), pass_url: z.string() }),
});
export type Saved = z.infer<typeof savedSchema>;

/** Where a save goes: the public form (with a personal link's token) or the staff's. */
export type SaveTarget =
  | { kind: 'public-create'; eventId: number; token?: string }
  | { kind: 'public-update'; id: number; token: string }
  | { kind: 'staff-create'; eventId: number; memberId: number }
  | { kind: 'staff-update'; id: number };

/** A new public registration carries a proof of work; one the server did not accept (spent, expired) is replaced once. */
async function createPublic(target: { eventId: number; token?: string }, values: RegistrationValues): Promise<Saved> {
  const send = async () =>
    api.post('/api/public/registrations', { body: { ...values, event_id: target.eventId }, query: { token: target.token }, headers: await takeFormProof(), schema: savedSchema });
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors?._?.includes(FORM_NOT_CHECKED)) return send();
    throw error;
  }
}

export function saveRegistration(target: SaveTarget, values: RegistrationValues): Promise<Saved> {
  const schema = savedSchema;
  switch (target.kind) {
    case 'public-create':
      return createPublic(target, values);
    case 'public-update':
      return api.put(`/api/public/registrations/${target.id}`, { body: values, query: { token: target.token }, schema });
    case 'staff-create':
      return api.post('/api/registrations', { body: { ...values, event_id: target.eventId, member_id: target.memberId }, schema });
    case 'staff-update':
      return api.put(`/api/registrations/${target.id}`, { body: values, schema });
  }
}

// ---- public ------------------------------------------------------------------------------------

export async function fetchPublicEvent(id: number, signal?: AbortSignal): Promise<FormEvent> {
  return (await api.get(`/api/public/events/${id}`, { schema: z.object({ data: eventSchema }), signal })).data;
}

export async function fetchPublicProfessions(signal?: AbortSignal): Promise<Profession[]> {
  return (await api.get('/api/public/professions', { query: { active: 1 }, schema: professionsSchema, signal })).data;
}

/** An invitee's details through their personal link. */
export async function fetchInviteePrefill(eventId: number, token: string, signal?: AbortSignal) {
  return (await api.get(`/api/public/events/${eventId}/prefill`, { query: { token }, schema: recordSchema, signal })).data;
}

export async function fetchPublicRegistration(id: number, token: string, signal?: AbortSignal) {
  return (await api.get(`/api/public/registrations/${id}`, { query: { token }, schema: recordSchema, signal })).data;
}

// ---- staff -------------------------------------------------------------------------------------

export async function fetchEvent(id: number, signal?: AbortSignal): Promise<FormEvent> {
  return (await api.get(`/api/events/${id}`, { schema: z.object({ data: eventSchema }), signal })).data;
}

export async function fetchProfessions(signal?: AbortSignal): Promise<Profession[]> {
  return (await api.get('/api/professions', { query: { active: 1 }, schema: professionsSchema, signal })).data;
}

/** The member's details for a delegate's registration (seed 002 §2: GET api/members/{id} prefills). */
export async function fetchMemberPrefill(id: number, signal?: AbortSignal) {
  return registrationPrefillOf((await api.get(`/api/members/${id}`, { schema: recordSchema, signal })).data);
}

export async function fetchRegistration(id: number, signal?: AbortSignal) {
  return (await api.get(`/api/registrations/${id}`, { schema: recordSchema, signal })).data;
}
