import type { NavigateFunction } from '@dental/ui/router';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginRequest, Me, SessionToken } from '@dental/contracts';
import { api } from '@dental/api-client';
import { signOutLocally, useSession } from '@dental/auth';

/** POST /api/auth (password or impersonation token), then GET /api/auth for the user. */
export async function signIn(body: LoginRequest): Promise<Me> {
  const session = await api.post<SessionToken>('/auth', body);
  // Only a "remember me" token may outlive the tab (localStorage); an impersonation never is.
  useSession.getState().setToken(session.token, session.expires_at, 'remember' in body && body.remember === true);
  try {
    const me = await api.get<Me>('/auth');
    useSession.getState().setMe(me);
    return me;
  } catch (error) {
    useSession.getState().clear();
    throw error;
  }
}

/**
 * Logout (docs/spec.md §4): revoke the token on the server (`everywhere`: every session of the
 * user, "Sign out everywhere"; else this one only), disconnect the live channel and clear the
 * saved local state (the sign-out hooks), drop every cached answer so Back shows no data, then go
 * to /login.
 */
export async function logout(queryClient: QueryClient, navigate: NavigateFunction, { everywhere = false } = {}): Promise<void> {
  try {
    await api.delete(everywhere ? '/auth/sessions' : '/auth');
  } catch {
    // already revoked or offline: signing out locally is what matters to the user
  }
  await signOutLocally();
  queryClient.clear();
  navigate('/login', { replace: true });
}
