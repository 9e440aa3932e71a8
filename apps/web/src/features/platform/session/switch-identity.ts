import { setToken } from '../../../api/session-storage.ts';
import { clearSavedState } from '../../../app/saved-state.ts';

/** 000 §4 / 002 §4: logging in as someone else, and reset, store the new token, clear saved state and reload. */
export function switchIdentity(token: string) {
  setToken(token);
  clearSavedState();
  window.location.reload();
}
