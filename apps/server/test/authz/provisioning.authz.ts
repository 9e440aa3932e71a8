import type { AuthzRow } from './matrix.ts';
import { restOutcome } from './matrix.ts';

export const rows: AuthzRow[] = [
  {
    operation: 'POST /api/provisioning',
    // The operator's provisioning key is the only caller; a person's valid token is refused
    // (provisioning.int.test.ts sends with the key).
    allowed: [],
    denied: ['admin', 'costControl', 'provider', 'employee', 'otherAdmin'],
    noIdsBecause: 'server to server with the provisioning key; no person may call it, whatever ids they send',
    call: async (s, token) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/provisioning',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { customers: [] },
      });
      return restOutcome(res.statusCode);
    },
  },
];
