import type { TestServer } from './test-server.ts';

/** A SCIM client as a customer's directory is one: `application/scim+json` with its bearer token. */
export function scimClient(s: TestServer, token: string | null) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const res = await s.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      // biome-ignore lint/suspicious/noExplicitAny: a SCIM answer is read field by field in the tests.
      body: (res.body ? res.json() : null) as any,
    };
  };
}

export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** Entra ID's create (Microsoft's "Develop and plan provisioning for a SCIM endpoint"), with the extension. */
export function entraCreate(u: {
  userName: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  mobile?: string;
  employeeNumber?: string;
  department?: string;
  active?: boolean;
}) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
    externalId: `${u.userName.split('@')[0]}-ext`,
    userName: u.userName,
    active: u.active ?? true,
    ...(u.email ? { emails: [{ primary: true, type: 'work', value: u.email }] } : {}),
    meta: { resourceType: 'User' },
    name: {
      formatted: `${u.givenName ?? 'Given'} ${u.familyName ?? 'Family'}`,
      familyName: u.familyName ?? 'Family',
      givenName: u.givenName ?? 'Given',
    },
    ...(u.mobile ? { phoneNumbers: [{ type: 'mobile', value: u.mobile }] } : {}),
    roles: [],
    [ENTERPRISE]: {
      ...(u.employeeNumber ? { employeeNumber: u.employeeNumber } : {}),
      ...(u.department ? { department: u.department } : {}),
    },
  };
}
