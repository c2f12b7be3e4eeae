import { clearLocalState } from './local-state';
import { useSession } from './session-store';

type Hook = () => void | Promise<void>;
const hooks = new Set<Hook>();

/**
 * Lets other parts (the messenger's live channel, caches) clean up on sign-out without the
 * session knowing about them. Returns the unregister function.
 */
export function onSignOut(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/**
 * Local half of logging out: runs the hooks (disconnect the live channel, clear caches), removes
 * the saved local state and the session. The server-side revoke (DELETE /api/auth) is done by
 * the caller before this, because a 401 answer signs out without calling the server again.
 */
export async function signOutLocally(): Promise<void> {
  for (const hook of [...hooks]) {
    try {
      await hook();
    } catch {
      // one failing cleanup must not keep the user signed in
    }
  }
  clearLocalState();
  useSession.getState().clear();
}
