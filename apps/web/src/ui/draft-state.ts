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

/** What a form may say about its draft; both are optional. */
export interface DraftRules<T> {
  /** What counts when comparing, e.g. names without the spaces around them, or without row keys and versions. */
  compareBy?: (value: T) => unknown;
  /**
   * Carries unsaved edits over to a new saved copy instead of flagging it (for a form whose rows are also deleted
   * at once, outside Save, or whose untouched fields follow a reload): the result is the new draft, and Save stays
   * open. `before` is the saved copy the draft was edited from.
   */
  rebase?: (draft: T, saved: T, before: T) => T;
}

const same = <T>(a: T, b: T, rules: DraftRules<T>) => {
  const view = rules.compareBy ?? ((v: T) => v);
  return JSON.stringify(view(a)) === JSON.stringify(view(b));
};

export const draftStart = <T>(saved: T): DraftState<T> => ({ saved, draft: saved, savedChanged: false });

export const isDirty = <T>(s: DraftState<T>, rules: DraftRules<T> = {}) => !same(s.draft, s.saved, rules);

/**
 * A new saved copy arrived. An untouched draft follows it; a draft with edits is kept and flagged (or rebased onto
 * it), unless it already equals the new copy (our own save coming back), which ends the edit.
 */
export function draftOnSaved<T>(s: DraftState<T>, saved: T, rules: DraftRules<T> = {}): DraftState<T> {
  if (JSON.stringify(s.saved) === JSON.stringify(saved)) return s;
  if (!isDirty(s, rules) || same(s.draft, saved, rules)) return draftStart(saved);
  if (rules.rebase) return { saved, draft: rules.rebase(s.draft, saved, s.saved), savedChanged: false };
  return { saved, draft: s.draft, savedChanged: true };
}

export const draftEdit = <T>(s: DraftState<T>, edit: (draft: T) => T): DraftState<T> => ({
  ...s,
  draft: edit(s.draft),
});

/** Throw the edits away: back to the saved copy, the "changed under you" flag cleared. */
export const draftReset = <T>(s: DraftState<T>): DraftState<T> => draftStart(s.saved);
