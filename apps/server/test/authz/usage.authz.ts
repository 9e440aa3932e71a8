import type { AuthzRow } from './matrix.ts';
import { restOutcome } from './matrix.ts';

export const rows: AuthzRow[] = [
  {
    operation: 'POST /api/usage/lines',
    // Billing's ingest key is the only caller; a person's valid token is refused (usage.int.test.ts sends with the key).
    allowed: [],
    denied: ['admin', 'costControl', 'provider', 'employee', 'otherAdmin'],
    noIdsBecause: 'server to server with the ingest key; no person may call it, whatever ids they send',
    call: async (s, token) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/usage/lines',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { lines: [] },
      });
      return restOutcome(res.statusCode);
    },
  },
];
