import { type UserCreateInput, type UserUpdateInput, userRowSchema } from '@sampark/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { submitErrorMessage } from '../../components/form/server-errors';
import { myLocationsQueryOptions } from '../../hooks/use-lookups';
import { ApiError, api } from '../../lib/api-client';

export const USERS_KEY = ['users'] as const;

const listSchema = z.object({ data: z.array(userRowSchema) });
const savedSchema = z.object({ message: z.string(), data: userRowSchema });
const messageSchema = z.object({ message: z.string() });

/** GET api/users: every user (the list filters, searches and pages on the client). */
export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async ({ signal }) => (await api.get('/api/users', { schema: listSchema, signal })).data,
  });
}

/** The locations multi-select: GET api/mylocs (an admin's is every location), in tree order. */
export function useLocationOptions() {
  return useQuery({
    ...myLocationsQueryOptions(),
    select: (rows) => rows.map((l) => ({ value: String(l.id), label: l.label })),
  });
}

/** POST api/users without an id, PUT api/users/{id} with one; resolves to the server's message. */
export async function saveUser(id: number | null, body: UserCreateInput | UserUpdateInput): Promise<string> {
  const saved =
    id === null ? await api.post('/api/users', { body, schema: savedSchema }) : await api.put(`/api/users/${id}`, { body, schema: savedSchema });
  return saved.message;
}

export async function deleteUser(id: number): Promise<string> {
  return (await api.del(`/api/users/${id}`, { schema: messageSchema })).message;
}

/** A refusal (403: an Admin acting on a Super Admin) says why, as a 422 does; anything else is the seeds' text. */
export function userErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return submitErrorMessage(error);
}
