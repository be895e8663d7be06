import { type LoginInput, type LoginResponse, loginResponseSchema } from '@sampark/domain/schemas/account';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { ApiError, api } from '../../lib/api-client';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/api/login', { body: input, schema: loginResponseSchema });
}

/** The message above the form when the server refused without a field error to show. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? TOO_MANY_ATTEMPTS;
  if (error instanceof ApiError && error.status === 422) return error.serverMessage ?? 'Something went wrong';
  return 'Something went wrong';
}

/** POST /api/logout revokes the token; failures do not matter, the login is cleared anyway. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout', { schema: messageResponseSchema });
  } catch {
    /* already invalid, offline or refused: the stored login is removed either way */
  }
}
