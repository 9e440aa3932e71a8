import { describe, expect, it } from 'vitest';
import { selectionTarget } from './selection-target.ts';

const base = { routeId: null, listedIds: [7, 8, 9], listChanged: false, routeNotFound: false };

describe('selectionTarget', () => {
  it('selects the first subscription when the route names none', () => {
    expect(selectionTarget(base)).toBe(7);
  });

  it('stays on an empty list without a subscription', () => {
    expect(selectionTarget({ ...base, listedIds: [] })).toBeUndefined();
  });

  it('keeps a subscription the route names, even one not loaded yet', () => {
    expect(selectionTarget({ ...base, routeId: 8 })).toBeUndefined();
    expect(selectionTarget({ ...base, routeId: 4000 })).toBeUndefined();
  });

  it('selects the first when the named subscription does not exist', () => {
    expect(selectionTarget({ ...base, routeId: 4000, routeNotFound: true })).toBe(7);
    expect(selectionTarget({ ...base, routeId: 4000, routeNotFound: true, listedIds: [] })).toBeNull();
  });

  it('moves to the first match when a search leaves the chosen one out', () => {
    expect(selectionTarget({ ...base, routeId: 4000, listChanged: true })).toBe(7);
    expect(selectionTarget({ ...base, routeId: 8, listChanged: true })).toBeUndefined();
    expect(selectionTarget({ ...base, routeId: 8, listChanged: true, listedIds: [] })).toBeNull();
  });
});
