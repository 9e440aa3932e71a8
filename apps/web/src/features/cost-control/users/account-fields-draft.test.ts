import { describe, expect, it } from 'vitest';
import { isDirty as draftIsDirty } from '../../../ui/draft-state.ts';
import {
  compareFields,
  type DraftField,
  draftFrom,
  fieldChanges,
  fieldErrors,
  insertTag,
  NEW_FIELD_TYPE,
  newField,
  reconcile,
  type SavedField,
} from './account-fields-draft.ts';

const saved: SavedField[] = [
  { ID: 1, name: 'Ansattnummer', fieldType: 1, defaultValue: '{employeeNumber}', version: 3 },
  { ID: 2, name: 'Lønnsart', fieldType: 1, defaultValue: '5120', version: 1 },
];

/** Dirty as the drawer's `useDraft` sees it: the draft against the saved list, compared by `compareFields`. */
const isDirty = (draft: DraftField[], s: SavedField[]) =>
  draftIsDirty({ saved: draftFrom(s), draft, savedChanged: false }, { compareBy: compareFields });

describe('account fields draft', () => {
  it('is not dirty as loaded', () => {
    expect(isDirty(draftFrom(saved), saved)).toBe(false);
    expect(fieldChanges(draftFrom(saved), saved)).toEqual({ created: [], updated: [] });
  });

  it('sends a changed field with the version it edited', () => {
    const draft = draftFrom(saved).map((f) => (f.id === 2 ? { ...f, defaultValue: '5130' } : f));
    expect(isDirty(draft, saved)).toBe(true);
    expect(fieldChanges(draft, saved).updated).toEqual([
      { id: 2, name: 'Lønnsart', fieldType: 1, defaultValue: '5130', version: 1 },
    ]);
  });

  it('is clean again when an edit is undone by hand, and ignores spaces around a name', () => {
    const draft = draftFrom(saved).map((f) => (f.id === 1 ? { ...f, name: ' Ansattnummer ' } : f));
    expect(isDirty(draft, saved)).toBe(false);
  });

  it('creates new rows as text fields with a trimmed name', () => {
    const row = { ...newField(1), name: ' Kostnadssted ', defaultValue: '{department}' };
    expect(row.fieldType).toBe(NEW_FIELD_TYPE);
    const draft = [...draftFrom(saved), row];
    expect(isDirty(draft, saved)).toBe(true);
    expect(fieldChanges(draft, saved).created).toEqual([
      { name: 'Kostnadssted', fieldType: 1, defaultValue: '{department}' },
    ]);
  });

  it('an unsaved row removed again leaves nothing to save', () => {
    const draft = [...draftFrom(saved), newField(1)].filter((f) => f.key !== 'new:1');
    expect(isDirty(draft, saved)).toBe(false);
  });

  it('wants a name of at most 100 characters as the server does, unique without regard to case', () => {
    const draft = [
      ...draftFrom(saved),
      { ...newField(1), name: 'lønnsart' },
      { ...newField(2), name: '  ' },
      { ...newField(3), name: 'x'.repeat(101) },
      { ...newField(4), name: 'y'.repeat(100) },
    ];
    const errors = fieldErrors(draft);
    expect(errors.get('new:1')).toBe('duplicate');
    expect(errors.get('new:2')).toBe('required');
    expect(errors.get('new:3')).toBe('tooLong');
    expect(errors.has('new:4')).toBe(false);
    expect(errors.has('saved:1')).toBe(false);
  });

  it('inserts a tag at the caret or over the selection', () => {
    expect(insertTag('Nr ', '{employeeNumber}', 3, 3)).toEqual({ text: 'Nr {employeeNumber}', caret: 19 });
    expect(insertTag('A-B', '{x}', 1, 2)).toEqual({ text: 'A{x}B', caret: 4 });
    expect(insertTag('abc', '{x}', null, null)).toEqual({ text: 'abc{x}', caret: 6 });
  });
});

describe('reconcile', () => {
  it('drops a row deleted meanwhile and keeps the other edits', () => {
    const draft = draftFrom(saved).map((f) => (f.id === 2 ? { ...f, defaultValue: '5130' } : f));
    const next = reconcile(draft, [saved[1]!]);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ id: 2, defaultValue: '5130', version: 1 });
  });

  it('turns a new row that got saved into the saved field', () => {
    const draft = [
      ...draftFrom(saved),
      { ...newField(1), name: 'Kostnadssted', defaultValue: '{department}' },
    ];
    const now = [
      ...saved,
      { ID: 3, name: 'Kostnadssted', fieldType: 1, defaultValue: '{department}', version: 1 },
    ];
    const next = reconcile(draft, now);
    expect(next[2]).toMatchObject({ key: 'saved:3', id: 3, version: 1 });
    expect(isDirty(next, now)).toBe(false);
  });

  it('takes the new version of a row saved meanwhile, but not of a row still being edited', () => {
    const draft = draftFrom(saved).map((f) =>
      f.id === 1 ? { ...f, name: 'Ansattnr' } : { ...f, defaultValue: '5130' },
    );
    const now = [
      { ...saved[0]!, name: 'Ansattnr', version: 4 },
      { ...saved[1]!, defaultValue: '9999', version: 2 },
    ];
    const next = reconcile(draft, now);
    expect(next[0]).toMatchObject({ id: 1, version: 4 });
    expect(next[1]).toMatchObject({ id: 2, defaultValue: '5130', version: 1 });
  });
});
