import { useCallback, useState } from 'react';
import {
  type DraftRules,
  type DraftState,
  draftEdit,
  draftOnSaved,
  draftReset,
  draftStart,
  isDirty,
} from './draft-state.ts';

export interface Draft<T> {
  draft: T;
  /** The draft differs from the saved copy: show the save bar, guard navigation. */
  dirty: boolean;
  /** The saved copy changed under unsaved edits; Cancel takes the new copy. */
  savedChanged: boolean;
  /** Replace the draft, or merge a patch into an object draft. */
  set: (next: T | ((draft: T) => T)) => void;
  patch: (patch: Partial<T>) => void;
  reset: () => void;
}

/**
 * The one draft of a form against its saved copy (issue 11): dirty tracking, Cancel, and a saved copy that changes
 * while editing. Pass the saved copy as the server has it (derived from the query's data); the draft follows it
 * while untouched. Drive `SaveBar` with `dirty`, `reset` and `savedChanged`. `rules` (`compareBy`, `rebase`) are
 * for a form whose comparison or whose reloads need more than the plain value.
 */
export function useDraft<T>(saved: T, rules: DraftRules<T> = {}): Draft<T> {
  const [state, setState] = useState<DraftState<T>>(() => draftStart(saved));
  let current = state;
  const next = draftOnSaved(state, saved, rules);
  if (next !== state) {
    // A new saved copy: adjust during render (React's pattern for state derived from props), no extra paint.
    current = next;
    setState(next);
  }
  const set = useCallback(
    (value: T | ((draft: T) => T)) =>
      setState((s) =>
        draftEdit(s, (d) => (typeof value === 'function' ? (value as (draft: T) => T)(d) : value)),
      ),
    [],
  );
  const patch = useCallback((p: Partial<T>) => setState((s) => draftEdit(s, (d) => ({ ...d, ...p }))), []);
  const reset = useCallback(() => setState((s) => draftReset(s)), []);
  return {
    draft: current.draft,
    dirty: isDirty(current, rules),
    savedChanged: current.savedChanged,
    set,
    patch,
    reset,
  };
}
