/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema.ts';
import type { AuthzRow } from './authz/matrix.ts';
import { rootFieldNames } from './schema-auth.ts';
import { createTestServer, type TestServer } from './test-server.ts';

const modules = import.meta.glob<{ rows: AuthzRow[] }>('./authz/*.authz.ts', { eager: true });
const rows = Object.values(modules).flatMap((m) => m.rows);

/**
 * API routes (and the customer's directory's, /scim/) that are not operations of the product: health and the GraphQL
 * endpoint itself.
 */
const NOT_OPERATIONS = ['/api/health', '/api/graphql'];

function restOperations(s: TestServer): string[] {
  return s.routes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter(
      (r) => (r.url.startsWith('/api/') || r.url.startsWith('/scim/')) && !NOT_OPERATIONS.includes(r.url),
    )
    .map((r) => `${r.method} ${r.url}`);
}

describe('authorization matrix', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  async function token(caller: string): Promise<string | null> {
    if (caller === 'anonymous') return null;
    if (!tokens.has(caller)) tokens.set(caller, await s.tokenFor(caller as never));
    return tokens.get(caller)!;
  }

  it('has a row for every GraphQL operation and every REST route, and no row for something that is not there', () => {
    const operations = [...rootFieldNames(schema), ...restOperations(s)].sort();
    const covered = rows.map((r) => r.operation).sort();
    expect(
      operations.filter((o) => !covered.includes(o)),
      'operations without a row',
    ).toEqual([]);
    expect(
      covered.filter((o) => !operations.includes(o)),
      'rows for operations that do not exist',
    ).toEqual([]);
  });

  it('every row names another customer, or why it takes no ids', () => {
    expect(rows.filter((r) => !r.foreignCaller && !r.noIdsBecause).map((r) => r.operation)).toEqual([]);
  });

  describe.each(rows.map((r) => [r.operation, r] as const))('%s', (_name, row) => {
    for (const caller of row.allowed) {
      it(`allows ${caller}`, async () => {
        expect(await row.call(s, await token(caller), 'own')).toBe('ok');
      });
    }
    for (const caller of row.denied) {
      it(`denies ${caller}`, async () => {
        expect(await row.call(s, await token(caller), 'own')).toBe('forbidden');
      });
    }
    it('refuses an anonymous caller', async () => {
      expect(await row.call(s, null, 'own')).toBe(row.anonymous ?? 'unauthenticated');
    });
    if (row.foreignCaller) {
      it(`answers another customer's ids as not found (${row.foreignCaller})`, async () => {
        expect(await row.call(s, await token(row.foreignCaller!), 'foreign')).toBe('not_found');
      });
    }
  });
});
