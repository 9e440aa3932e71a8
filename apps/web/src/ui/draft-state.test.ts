import { describe, expect, it } from 'vitest';
import { draftEdit, draftOnSaved, draftReset, draftStart, isDirty } from './draft-state.ts';

const saved = { name: 'Standard', limit: 50_000 };

describe('a form draft against its saved copy', () => {
  it('is clean until edited, dirty after, and clean again when edited back', () => {
    const start = draftStart(saved);
    expect(isDirty(start)).toBe(false);
    const edited = draftEdit(start, (d) => ({ ...d, limit: 60_000 }));
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(draftEdit(edited, (d) => ({ ...d, limit: 50_000 })))).toBe(false);
  });

  it('compares by value, so a refetched equal copy changes nothing', () => {
    const start = draftStart(saved);
    expect(draftOnSaved(start, { name: 'Standard', limit: 50_000 })).toBe(start);
  });

  it('follows a new saved copy while untouched', () => {
    const next = draftOnSaved(draftStart(saved), { name: 'Other', limit: 50_000 });
    expect(next).toEqual({
      saved: { name: 'Other', limit: 50_000 },
      draft: { name: 'Other', limit: 50_000 },
      savedChanged: false,
    });
  });

  it('keeps the edits and flags a saved copy that changed under them; Cancel takes the new copy', () => {
    const edited = draftEdit(draftStart(saved), (d) => ({ ...d, limit: 60_000 }));
    const moved = draftOnSaved(edited, { name: 'Renamed', limit: 50_000 });
    expect(moved.draft).toEqual({ name: 'Standard', limit: 60_000 });
    expect(moved.savedChanged).toBe(true);
    expect(isDirty(moved)).toBe(true);
    const cancelled = draftReset(moved);
    expect(cancelled).toEqual({
      saved: { name: 'Renamed', limit: 50_000 },
      draft: { name: 'Renamed', limit: 50_000 },
      savedChanged: false,
    });
  });

  it('ends the edit when our own save comes back as the saved copy', () => {
    const edited = draftEdit(draftStart(saved), (d) => ({ ...d, limit: 60_000 }));
    const back = draftOnSaved(edited, { name: 'Standard', limit: 60_000 });
    expect(back).toEqual({
      saved: { name: 'Standard', limit: 60_000 },
      draft: { name: 'Standard', limit: 60_000 },
      savedChanged: false,
    });
    expect(isDirty(back)).toBe(false);
  });

  it('compares by what the form says counts', () => {
    const rules = { compareBy: (v: typeof saved) => ({ ...v, name: v.name.trim() }) };
    const spaced = draftEdit(draftStart(saved), (d) => ({ ...d, name: 'Standard  ' }));
    expect(isDirty(spaced, rules)).toBe(false);
    expect(isDirty(spaced)).toBe(true);
  });

  it('takes a new saved copy that differs only where it does not count, and keeps the draft clean', () => {
    const rules = { compareBy: ({ name }: typeof saved) => name };
    const next = draftOnSaved(draftStart(saved), { name: 'Standard', limit: 1 }, rules);
    expect(next.saved).toEqual({ name: 'Standard', limit: 1 });
    expect(isDirty(next, rules)).toBe(false);
  });

  it('rebases unsaved edits onto a new saved copy when the form says how, without flagging it', () => {
    const rules = { rebase: (d: typeof saved, s: typeof saved) => ({ ...s, limit: d.limit }) };
    const edited = draftEdit(draftStart(saved), (d) => ({ ...d, limit: 60_000 }));
    const moved = draftOnSaved(edited, { name: 'Renamed', limit: 50_000 }, rules);
    expect(moved).toEqual({
      saved: { name: 'Renamed', limit: 50_000 },
      draft: { name: 'Renamed', limit: 60_000 },
      savedChanged: false,
    });
  });
});
