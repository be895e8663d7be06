import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { type UserCreateInput, type UserUpdateInput, userListResponseSchema, userSavedResponseSchema } from '@sampark/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { submitErrorMessage } from '../../components/form/server-errors';
import { myLocationsQueryOptions } from '../../hooks/use-lookups';
import { ApiError, api } from '../../lib/api-client';

export const USERS_KEY = ['users'] as const;


/** GET api/users: every user (the list filters, searches and pages on the client). */
export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async ({ signal }) => (await api.get('/api/users', { schema: userListResponseSchema, signal })).data,
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
    id === null ? await api.post('/api/users', { body, schema: userSavedResponseSchema }) : await api.put(`/api/users/${id}`, { body, schema: userSavedResponseSchema });
  return saved.message;
}

export async function deleteUser(id: number): Promise<string> {
  return (await api.del(`/api/users/${id}`, { schema: messageResponseSchema })).message;
}

/** A refusal (403: an Admin acting on a Super Admin) says why, as a 422 does; anything else is the seeds' text. */
export function userErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return submitErrorMessage(error);
}
