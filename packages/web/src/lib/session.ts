import { type AuthUser, type CurrentUser, currentUserSchema } from '@sampark/domain/schemas/account';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { updateAuthUser } from './auth';

/**
 * On app start a stored token is checked once with GET /api/user (seed 000 §8: failure sends the
 * user to logout). A fresh login needs no check: its response already holds the user.
 */
export const sessionKey = (token: string | null) => ['session', token] as const;

async function fetchSessionUser(): Promise<CurrentUser> {
  const user = await api.get('/api/user', { schema: currentUserSchema });
  updateAuthUser(user);
  return user;
}

export function useSessionCheck(token: string | null) {
  return useQuery({
    queryKey: sessionKey(token),
    queryFn: fetchSessionUser,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function markSessionVerified(client: QueryClient, token: string, user: AuthUser): void {
  client.setQueryData(sessionKey(token), user);
}
