import { describe, expect, it } from 'vitest';
import { withProfile } from './optimistic-profile.ts';

const row = (id: number, profile: number | null, name: string | null) => ({
  subscriptionID: id,
  paymentProfileID: profile,
  paymentProfileDescription: name,
  firstName: `P${id}`,
});

describe('withProfile', () => {
  const data = {
    pageParams: [0, 2],
    pages: [
      { totalCount: 3, items: [row(1, 10, 'Standard'), row(2, null, null)] },
      { totalCount: 3, items: [row(3, 10, 'Standard')] },
    ],
  };

  it('moves the chosen rows on every loaded page to the profile and leaves the others', () => {
    const next = withProfile(data, new Set([2, 3]), { id: 11, description: 'Ledelse' });
    expect(
      next.pages.flatMap((p) =>
        p.items.map((r) => [r.subscriptionID, r.paymentProfileID, r.paymentProfileDescription]),
      ),
    ).toEqual([
      [1, 10, 'Standard'],
      [2, 11, 'Ledelse'],
      [3, 11, 'Ledelse'],
    ]);
    expect(next.pages[0]!.items[0]).toBe(data.pages[0]!.items[0]);
    expect(next.pageParams).toEqual([0, 2]);
    expect(next.pages[1]!.totalCount).toBe(3);
  });

  it('takes the rows out of their profile with null', () => {
    const next = withProfile(data, new Set([1]), null);
    expect(next.pages[0]!.items[0]).toMatchObject({
      paymentProfileID: null,
      paymentProfileDescription: null,
      firstName: 'P1',
    });
  });

  it('does not change the data it was given', () => {
    withProfile(data, new Set([1, 2, 3]), { id: 12, description: 'Selger' });
    expect(data.pages[0]!.items[0]!.paymentProfileID).toBe(10);
  });
});
