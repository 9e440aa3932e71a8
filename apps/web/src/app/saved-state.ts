import { forgetTarget } from '../features/platform/session/redirect-target.ts';
import { clearAccountSelection } from './account-selection.ts';
import { queryClient } from './query-client.ts';

/**
 * What a new identity must not inherit (000 §4: login-as and reset clear saved state): cached answers, the chosen
 * account and the remembered path. The language stays: it is the person at the keyboard's choice.
 */
export function clearSavedState() {
  queryClient.clear();
  clearAccountSelection();
  forgetTarget();
}
