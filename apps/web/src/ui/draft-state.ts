/**
 * The rules of a form's draft against its saved copy (issue 11 "one form pattern"), kept free of React so they are
 * unit-tested; `use-draft.ts` holds them in state. Values are compared by their JSON, so a draft is plain data.
 */
export interface DraftState<T> {
  /** The saved copy the draft started from (or was last reset to). */
  saved: T;
  draft: T;
  /** The saved copy changed (someone else saved, or a refetch) while this draft held unsaved edits. */
  savedChanged: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const draftStart = <T>(saved: T): DraftState<T> => ({ saved, draft: saved, savedChanged: false });

export const isDirty = <T>(s: DraftState<T>) => !same(s.draft, s.saved);

/**
 * A new saved copy arrived. An untouched draft follows it; a draft with edits is kept and flagged, unless it already
 * equals the new copy (our own save coming back), which ends the edit.
 */
export function draftOnSaved<T>(s: DraftState<T>, saved: T): DraftState<T> {
  if (same(s.saved, saved)) return s;
  if (!isDirty(s) || same(s.draft, saved)) return draftStart(saved);
  return { saved, draft: s.draft, savedChanged: true };
}

export const draftEdit = <T>(s: DraftState<T>, edit: (draft: T) => T): DraftState<T> => ({
  ...s,
  draft: edit(s.draft),
});

/** Throw the edits away: back to the saved copy, the "changed under you" flag cleared. */
export const draftReset = <T>(s: DraftState<T>): DraftState<T> => draftStart(s.saved);
