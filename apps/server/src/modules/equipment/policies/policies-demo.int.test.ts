import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';
import { demoPolicyMembers } from '../../../seed/policies.ts';

/**
 * The credit engine's figures for five members of the demo data, as of 22.11.2026, against a table computed by
 * hand. The rules (docs/EQUIPMENT-POLICY-RULES.md): whole months m from the cycle's start; credit =
 * min(covers, start + floor(covers × m / fullCoverage)) + the cycle's corrections; reached % = floor(credit × 100 /
 * covers); full on start + ceil((covers − start) × fullCoverage / covers) months; eligible from the last purchase +
 * time period (the cycle's start when nothing was bought).
 *
 * | member | policy, category (covers / full / time) | cycle | m | credit | % | full on | eligible from |
 * |---|---|---|---|---|---|---|---|
 * | admin | Ledere mobile (10 000 / 24 / 24), full on start, bonus 1 000 over 12 | 02.01.2024 at 10 000 (nothing bought) | 34 | 10 000,00 | 100 | 02.01.2024 (0 months) | 02.01.2024 |
 * | admin | Ledere computer (20 000 / 36 / 36) | 02.01.2024 at 20 000 | 34 | 20 000,00 | 100 | 02.01.2024 | 02.01.2024 |
 * | kostnad | Ledere computer | 02.01.2024 at 20 000 (full on start) | 34 | 20 000,00 | 100 | 02.01.2024 | 02.01.2024 |
 * | kostnad | Ledere mobile | bought 31.01.2025, at 0 | 21 (31.01 + 22 months is 30.11.2026, after 22.11) | floor(1 000 000 × 21 / 24) øre = 8 750,00 | 87 | 31.01.2027 (24) | 31.01.2027 |
 * | ansatt | Standard mobile (6 000 / 24 / 24), +750 kr on 10.03.2026 | bought 15.08.2025 | 15 | 600 000 × 15 / 24 = 375 000 øre + 75 000 = 4 500,00 | 75 | 15.08.2027 | 15.08.2027 |
 * | ansatt | Standard tablet (4 000 / 36 / 36) | 02.01.2024 at 0 | 34 | floor(400 000 × 34 / 36) = floor(377 777,7) øre = 3 777,77 | 94 | 02.01.2027 | 02.01.2024 |
 * | ansatt | Standard computer (12 000 / 36 / 36) | 02.01.2024 at 0 | 34 | floor(1 200 000 × 34 / 36) = floor(1 133 333,3) øre = 11 333,33 | 94 | 02.01.2027 | 02.01.2024 |
 * | 4th | Standard mobile, member since 01.02.2026 | 01.02.2026 at 0 | 9 | 600 000 × 9 / 24 = 225 000 øre = 2 250,00 | 37 | 01.02.2028 | 01.02.2026 |
 * | 4th | Standard tablet | 01.02.2026 at 0 | 9 | 400 000 × 9 / 36 = 100 000 øre = 1 000,00 | 25 | 01.02.2029 | 01.02.2026 |
 * | 4th | Standard computer | 01.02.2026 at 0 | 9 | 1 200 000 × 9 / 36 = 300 000 øre = 3 000,00 | 25 | 01.02.2029 | 01.02.2026 |
 * | 5th | Lærlinger mobile (4 000 / 12 / 12) | bought 31.05.2026 | 5 (31.05 + 6 months is 30.11.2026) | floor(400 000 × 5 / 12) = floor(166 666,7) øre = 1 666,66 | 41 | 31.05.2027 | 31.05.2027 |
 *
 * The admin's mobile bonus: full since the start, so 34 months of bonus, floor(100 000 × 34 / 12) capped at
 * 100 000 øre = 1 000,00, reached 02.01.2025 (0 + 12 months); credit with bonus 11 000,00.
 */
const FIGURES = `query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c, asOf: "2026-11-22") {
  policyCategoryID currentPolicyCategoryCredit creditReachedPercentage creditLimitFullyReachedDate
  newDeviceEligibilityStartDate environmentalBonusAccrued envBonusLimitReachDate creditWithBonus } }`;

type Row = [number, number, number, string, string];
const TABLE: Row[][] = [
  [
    [1, 10000, 100, '2024-01-02', '2024-01-02'],
    [3, 20000, 100, '2024-01-02', '2024-01-02'],
  ],
  [
    [1, 8750, 87, '2027-01-31', '2027-01-31'],
    [3, 20000, 100, '2024-01-02', '2024-01-02'],
  ],
  [
    [1, 4500, 75, '2027-08-15', '2027-08-15'],
    [2, 3777.77, 94, '2027-01-02', '2024-01-02'],
    [3, 11333.33, 94, '2027-01-02', '2024-01-02'],
  ],
  [
    [1, 2250, 37, '2028-02-01', '2026-02-01'],
    [2, 1000, 25, '2029-02-01', '2026-02-01'],
    [3, 3000, 25, '2029-02-01', '2026-02-01'],
  ],
  [[1, 1666.66, 41, '2027-05-31', '2027-05-31']],
];

describe('the credit engine on five demo members, by hand', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  it('matches the hand-computed table', async () => {
    const others = await queryRows<{ catalog_id: number }>(
      s.database.db,
      sql`select catalog_id from people where customer_id = ${s.seed.customerId}
            and catalog_id not in ${inList(Object.values(s.seed.people))} order by catalog_id limit 2`,
    );
    const firstTwo = others.map((r) => r.catalog_id) as [number, number];
    const five = demoPolicyMembers(s.seed, { standard: 0, managers: 0, apprentices: 0, other: 0 }, firstTwo);
    for (const [i, member] of five.entries()) {
      const r = await s.gql<{ userPolicyCategoryDetails: Record<string, unknown>[] }>(admin, FIGURES, {
        a: s.seed.accounts.main,
        c: member.catalogId,
      });
      expect(r.errors).toBeUndefined();
      const got = r.data!.userPolicyCategoryDetails.map((f) => [
        f.policyCategoryID,
        f.currentPolicyCategoryCredit,
        f.creditReachedPercentage,
        f.creditLimitFullyReachedDate,
        f.newDeviceEligibilityStartDate,
      ]);
      expect(got, `member ${i + 1}`).toEqual(TABLE[i]);
    }
  });

  it("gives the admin's environmental bonus as computed by hand", async () => {
    const r = await s.gql<{ userPolicyCategoryDetails: Record<string, unknown>[] }>(admin, FIGURES, {
      a: s.seed.accounts.main,
      c: s.seed.people.admin,
    });
    expect(r.data!.userPolicyCategoryDetails[0]).toMatchObject({
      environmentalBonusAccrued: 1000,
      envBonusLimitReachDate: '2025-01-02',
      creditWithBonus: 11000,
    });
  });
});
