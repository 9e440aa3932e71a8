import { customFieldNameSchema } from '@connect/shared';

/** The Account fields drawer's list while it is edited: saved fields and new rows, compared with what is saved. */
export type SavedField = {
  ID: number;
  name: string;
  fieldType: number;
  defaultValue: string;
  version: number;
};
export type DraftField = {
  /** Stable row key: `saved:<ID>` or `new:<n>`. */
  key: string;
  id: number | null;
  name: string;
  fieldType: number;
  defaultValue: string;
  version: number | null;
};
export type FieldChanges = {
  created: { name: string; fieldType: number; defaultValue: string }[];
  updated: { id: number; name: string; fieldType: number; defaultValue: string; version: number }[];
};
export type FieldError = 'required' | 'tooLong' | 'duplicate';

/** 000 §3: a new account custom field has field type 1 (text). */
export const NEW_FIELD_TYPE = 1;

export function draftFrom(saved: readonly SavedField[]): DraftField[] {
  return saved.map((f) => ({
    key: `saved:${f.ID}`,
    id: f.ID,
    name: f.name,
    fieldType: f.fieldType,
    defaultValue: f.defaultValue,
    version: f.version,
  }));
}

export function newField(n: number): DraftField {
  return { key: `new:${n}`, id: null, name: '', fieldType: NEW_FIELD_TYPE, defaultValue: '', version: null };
}

function changed(f: DraftField, s: SavedField): boolean {
  return f.name.trim() !== s.name || f.defaultValue !== s.defaultValue || f.fieldType !== s.fieldType;
}

/** What Save sends: every new row, and every saved row whose name, type or default value differs. */
export function fieldChanges(draft: readonly DraftField[], saved: readonly SavedField[]): FieldChanges {
  const byId = new Map(saved.map((s) => [s.ID, s]));
  const created: FieldChanges['created'] = [];
  const updated: FieldChanges['updated'] = [];
  for (const f of draft) {
    const s = f.id === null ? undefined : byId.get(f.id);
    const values = { name: f.name.trim(), fieldType: f.fieldType, defaultValue: f.defaultValue };
    if (f.id === null) created.push(values);
    else if (s && changed(f, s)) updated.push({ id: f.id, version: f.version ?? s.version, ...values });
  }
  return { created, updated };
}

/**
 * What the drawer's draft is compared by (000 §2: Save and Cancel show only when the list differs from the saved
 * one): each row's field, name without the spaces around it, type and default value; not row keys or versions.
 */
export function compareFields(draft: readonly DraftField[]) {
  return draft.map((f) => [f.id, f.name.trim(), f.fieldType, f.defaultValue]);
}

/**
 * A name is required, within the server's length (the shared `customFieldNameSchema`) and unique in the account (as
 * the server checks, ignoring case).
 */
export function fieldErrors(draft: readonly DraftField[]): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  const seen = new Set<string>();
  for (const f of draft) {
    const name = f.name.trim().toLowerCase();
    if (!customFieldNameSchema.safeParse(f.name).success) errors.set(f.key, name ? 'tooLong' : 'required');
    else if (seen.has(name)) errors.set(f.key, 'duplicate');
    seen.add(name);
  }
  return errors;
}

/** Puts a template tag where the caret is (replacing a selection), and says where the caret goes after it. */
export function insertTag(
  text: string,
  tag: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): { text: string; caret: number } {
  const start = selectionStart ?? text.length;
  const end = selectionEnd ?? start;
  return { text: text.slice(0, start) + tag + text.slice(end), caret: start + tag.length };
}

/**
 * Brings an edited list up to date with a reloaded saved list: rows deleted meanwhile go, a new row that got
 * saved (a save that failed half-way) becomes that saved field, and a row that matches its saved field again
 * takes its new version. A row still edited keeps the version it started from, so saving over someone else's
 * change is a CONFLICT rather than a silent overwrite.
 */
export function reconcile(draft: readonly DraftField[], saved: readonly SavedField[]): DraftField[] {
  const byId = new Map(saved.map((s) => [s.ID, s]));
  const inDraft = new Set(draft.flatMap((f) => (f.id === null ? [] : [f.id])));
  const out: DraftField[] = [];
  for (const f of draft) {
    if (f.id === null) {
      const name = f.name.trim().toLowerCase();
      const now = saved.find((s) => !inDraft.has(s.ID) && name !== '' && s.name.toLowerCase() === name);
      if (now) {
        inDraft.add(now.ID);
        out.push({ ...f, key: `saved:${now.ID}`, id: now.ID, version: now.version });
      } else out.push(f);
      continue;
    }
    const s = byId.get(f.id);
    if (!s) continue;
    out.push(changed(f, s) ? f : { ...f, version: s.version });
  }
  return out;
}
