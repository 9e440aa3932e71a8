import type { BuyOutType } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import {
  ceCreditCorrections,
  ceMemberCategories,
  cePolicies,
  cePolicyCategoryDetails,
  cePolicyMembers,
} from '../db/schema/index.ts';
import { createRandom } from './random.ts';
import type { TenancySeed } from './tenancy.ts';

/**
 * Equipment policies of the demo (issue 14): three for Nordlys Bygg (Standard; Ledere with custom buy-out tiers,
 * an environmental bonus and full credit on start; Lærlinger with repairs on), most employees members with varied
 * last purchase dates, one correction; one policy for Havbris. The five members of `demoPolicyMembers`
 * have fixed dates, so their figures are a hand-computed table in policies-demo.int.test.ts.
 */

const MOBILE = 1;
const TABLET = 2;
const COMPUTER = 3;
const percent = (p: number): Tier => ({ type: 'percent', value: p * 100 });
const amount = (kr: number): Tier => ({ type: 'amount', value: kr * 100 });
type Tier = { type: BuyOutType; value: number };

function category(
  policyId: number,
  categoryId: number,
  v: { coversKr: number; timePeriod: number; fullCoverage: number; bonusKr?: number; bonusMonths?: number },
  tiers?: [Tier, Tier, Tier, Tier],
) {
  return {
    policyId,
    categoryId,
    active: true,
    covers: v.coversKr * 100,
    timePeriod: v.timePeriod,
    fullCoverage: v.fullCoverage,
    environmentalBonus: (v.bonusKr ?? 0) * 100,
    envBonusTimePeriod: v.bonusMonths ?? 0,
    buyOutMode: tiers ? ('custom' as const) : ('standard' as const),
    buyOutT12Type: tiers?.[0].type ?? 'percent',
    buyOutT12: tiers?.[0].value ?? 0,
    buyOut12T24Type: tiers?.[1].type ?? 'percent',
    buyOut12T24: tiers?.[1].value ?? 0,
    buyOut24T36Type: tiers?.[2].type ?? 'percent',
    buyOut24T36: tiers?.[2].value ?? 0,
    buyOut36PType: tiers?.[3].type ?? 'percent',
    buyOut36P: tiers?.[3].value ?? 0,
  };
}

export type PoliciesSeed = { standard: number; managers: number; apprentices: number; other: number };

export async function seedPolicies(db: Executor, tenancy: TenancySeed): Promise<PoliciesSeed> {
  const rnd = createRandom(14);
  const created = new Date('2024-01-02T08:00:00Z');
  const [standard, managers, apprentices, other] = await db
    .insert(cePolicies)
    .values([
      { accountId: tenancy.accounts.main, name: 'Standard', createdAt: created },
      { accountId: tenancy.accounts.main, name: 'Ledere', grantFullCreditOnStart: true, createdAt: created },
      {
        accountId: tenancy.accounts.main,
        name: 'Lærlinger',
        repairActive: true,
        repairPartnerEmail: 'verksted@mobilreparasjon.no',
        createdAt: created,
      },
      { accountId: tenancy.accounts.other, name: 'Mannskap', createdAt: created },
    ])
    .returning({ id: cePolicies.id });
  const ids = {
    standard: standard!.id,
    managers: managers!.id,
    apprentices: apprentices!.id,
    other: other!.id,
  };
  const managerTiers: [Tier, Tier, Tier, Tier] = [amount(3000), percent(40), percent(20), amount(0)];
  await db
    .insert(cePolicyCategoryDetails)
    .values([
      category(ids.standard, MOBILE, { coversKr: 6000, timePeriod: 24, fullCoverage: 24 }),
      category(ids.standard, TABLET, { coversKr: 4000, timePeriod: 36, fullCoverage: 36 }),
      category(ids.standard, COMPUTER, { coversKr: 12000, timePeriod: 36, fullCoverage: 36 }),
      category(
        ids.managers,
        MOBILE,
        { coversKr: 10000, timePeriod: 24, fullCoverage: 24, bonusKr: 1000, bonusMonths: 12 },
        managerTiers,
      ),
      category(ids.managers, COMPUTER, { coversKr: 20000, timePeriod: 36, fullCoverage: 36 }, managerTiers),
      category(ids.apprentices, MOBILE, { coversKr: 4000, timePeriod: 12, fullCoverage: 12 }),
      category(ids.other, MOBILE, { coversKr: 5000, timePeriod: 24, fullCoverage: 24 }),
    ]);

  const people = await queryRows<{ catalog_id: number }>(
    db,
    sql`select catalog_id from people where customer_id = ${tenancy.customerId} order by catalog_id`,
  );
  const demoIds = new Set(Object.values(tenancy.people));
  const others = people.map((r) => r.catalog_id).filter((id) => !demoIds.has(id));
  // The two generated people of the demo's story; a seed with fewer people (a small test world) leaves them out.
  const named = demoPolicyMembers(tenancy, ids, [others[0], others[1]]);
  const namedIds = new Set(named.map((m) => m.catalogId));
  const members: { catalogId: number; policyId: number; memberSince: string }[] = [];
  const states: { catalogId: number; categoryId: number; lastPurchaseDate: string }[] = [];
  for (const m of named) {
    members.push({ catalogId: m.catalogId, policyId: m.policyId, memberSince: m.memberSince });
    if (m.lastMobilePurchase)
      states.push({ catalogId: m.catalogId, categoryId: MOBILE, lastPurchaseDate: m.lastMobilePurchase });
  }
  people.forEach(({ catalog_id: catalogId }, i) => {
    if (namedIds.has(catalogId) || catalogId === tenancy.people.provider || i % 9 === 8) return;
    const policyId = i % 10 < 7 ? ids.standard : i % 10 < 9 ? ids.managers : ids.apprentices;
    members.push({ catalogId, policyId, memberSince: '2024-01-02' });
    if (rnd.chance(0.85)) {
      const month = rnd.int(0, 33);
      const date = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
      states.push({ catalogId, categoryId: MOBILE, lastPurchaseDate: date });
    }
  });
  for (let i = 0; i < members.length; i += 1000)
    await db.insert(cePolicyMembers).values(members.slice(i, i + 1000));
  for (let i = 0; i < states.length; i += 1000)
    await db.insert(ceMemberCategories).values(states.slice(i, i + 1000));
  await db.insert(cePolicyMembers).values({
    catalogId: tenancy.people.otherAdmin,
    policyId: ids.other,
    memberSince: '2025-06-01',
  });
  const corrected = named[2]!;
  await db.insert(ceCreditCorrections).values({
    catalogId: corrected.catalogId,
    categoryId: MOBILE,
    policyId: corrected.policyId,
    amount: 75_000,
    correctedOn: '2026-03-10',
    correctedBy: tenancy.people.admin,
    reason: 'Skjerm knust i tjeneste, avtalt med leder',
  });
  return ids;
}

/**
 * The five members whose figures policies-demo.int.test.ts computes by hand: the three demo logins of Nordlys Bygg
 * and its first two other people.
 */
export function demoPolicyMembers(
  tenancy: TenancySeed,
  ids: PoliciesSeed,
  firstTwo: [number | undefined, number | undefined],
) {
  const members = [
    {
      catalogId: tenancy.people.admin,
      policyId: ids.managers,
      memberSince: '2024-01-02',
      lastMobilePurchase: null,
    },
    {
      catalogId: tenancy.people.costControl,
      policyId: ids.managers,
      memberSince: '2024-01-02',
      lastMobilePurchase: '2025-01-31',
    },
    {
      catalogId: tenancy.people.employee,
      policyId: ids.standard,
      memberSince: '2024-01-02',
      lastMobilePurchase: '2025-08-15',
    },
    { catalogId: firstTwo[0], policyId: ids.standard, memberSince: '2026-02-01', lastMobilePurchase: null },
    {
      catalogId: firstTwo[1],
      policyId: ids.apprentices,
      memberSince: '2024-01-02',
      lastMobilePurchase: '2026-05-31',
    },
  ];
  return members.flatMap((m) => (m.catalogId === undefined ? [] : [{ ...m, catalogId: m.catalogId }]));
}
