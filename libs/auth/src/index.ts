export { useSession, can, useCan, hasPermission, SESSION_STORAGE_KEY, BRANCH_STORAGE_KEY, type SessionState } from './session-store';
export { LOCAL_STATE_KEYS, clearLocalState } from './local-state';
export { onSignOut, signOutLocally } from './sign-out';
