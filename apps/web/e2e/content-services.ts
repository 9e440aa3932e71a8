import { osloDate } from '@connect/shared';
import { expect, type Page } from '@playwright/test';
import { gql } from './api.ts';

/** The embedded server's demo ingest key (docs/CONFIGURATION.md: INGEST_API_KEY). */
export const INGEST_KEY = 'connect-demo-ingest-key';

/** "11 097,35 kr" → øre. */
export function ore(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

export type Candidate = { subscriptionID: number; phoneNumber: string; firstName: string; lastName: string };

/**
 * A subscription of the main account whose profile covers content services without automatic approval, with so
 * little covered this year that `headroomOre` more stays under the NOK 1,000 threshold: rejecting a charge there
 * changes the deduction by exactly its amount.
 */
export async function coveredSubscription(
  page: Page,
  accountID: number,
  headroomOre: number,
): Promise<Candidate> {
  const today = osloDate();
  const { subscriptionWithUsers } = await gql<{
    subscriptionWithUsers: { items: (Candidate & { paymentProfileDescription: string | null })[] };
  }>(
    page,
    `query($a: Int!) { subscriptionWithUsers(accountID: $a, includeSubAccounts: false, limit: 60) {
      items { subscriptionID phoneNumber firstName lastName paymentProfileDescription } } }`,
    { a: accountID },
  );
  for (const s of subscriptionWithUsers.items) {
    if (!s.firstName || s.paymentProfileDescription === 'Ledelse') continue;
    const { subscriptionDetails } = await gql<{
      subscriptionDetails: { categoryGroupUsage: { name: string; covers: boolean; coveredAmount: number }[] };
    }>(
      page,
      `query($a: Int!, $s: Int!, $from: Date, $to: Date) { subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) {
        categoryGroupUsage { name covers coveredAmount } } }`,
      { a: accountID, s: s.subscriptionID, from: `${today.slice(0, 4)}-01-01`, to: today },
    );
    const content = subscriptionDetails.categoryGroupUsage.find((c) => c.name === 'Innholdstjenester');
    if (content?.covers && Math.round(content.coveredAmount * 100) + headroomOre < 100_000) return s;
  }
  throw new Error('No subscription with room under the content-service threshold in the demo data.');
}

export async function ingestContent(
  page: Page,
  phoneNumber: string,
  lines: { description: string; amount: string }[],
) {
  const tag = Date.now();
  const res = await page.request.post('/api/usage/lines', {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: {
      lines: lines.map((l, i) => ({
        lineId: `e2e-reports-${tag}-${i}`,
        phoneNumber,
        date: osloDate(),
        category: 'Innholdstjeneste: Annet',
        description: l.description,
        amount: l.amount,
      })),
    },
  });
  expect(res.ok()).toBe(true);
}
