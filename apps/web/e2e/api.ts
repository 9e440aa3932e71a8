import { expect, type Page } from '@playwright/test';
import { storedToken } from './login.ts';

/** Runs a GraphQL call as the person logged in on the page, to compare what the screens show with the API. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The id of the demo company's main account, Nordlys Bygg AS. */
export async function mainAccountId(page: Page): Promise<number> {
  const { accounts } = await gql<{ accounts: { ID: number; name: string }[] }>(
    page,
    '{ accounts { ID name } }',
  );
  return accounts.find((a) => a.name === 'Nordlys Bygg AS')!.ID;
}

/** The logged-in person's customer id (session info). */
export async function customerId(page: Page): Promise<number> {
  const res = await page.request.get('/api/session/info', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return ((await res.json()) as { customerId: number }).customerId;
}

/** The logged-in person's catalog id (session info). */
export async function ownCatalogId(page: Page): Promise<number> {
  const res = await page.request.get('/api/session/info', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return ((await res.json()) as { catalogId: number }).catalogId;
}
