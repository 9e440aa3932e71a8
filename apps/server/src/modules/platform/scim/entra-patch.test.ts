import { describe, expect, it } from 'vitest';
import { entraCompatiblePatch } from './entra-patch.ts';

const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const user = { emails: [{ value: 'a@firma.no', type: 'work', primary: true }] };

describe("Entra ID's PATCH made readable for SCIMMY", () => {
  it('reads active as the text True/False, with a path or inside a value', () => {
    const out = entraCompatiblePatch(
      {
        schemas: [PATCH],
        Operations: [
          { op: 'Replace', path: 'active', value: 'False' },
          { op: 'Replace', value: { active: 'True', displayName: 'X' } },
        ],
      },
      user,
    );
    expect(out).toEqual({
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'active', value: false },
        { op: 'Replace', value: { active: true, displayName: 'X' } },
      ],
    });
  });

  it('adds a typed entry the user does not have, once, and leaves one it has to SCIMMY', () => {
    const out = entraCompatiblePatch(
      {
        schemas: [PATCH],
        Operations: [
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'b@firma.no' },
          { op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+4791234567' },
          { op: 'Add', path: 'addresses[type eq "work"].streetAddress', value: 'Gata 1' },
          { op: 'Add', path: 'addresses[type eq "work"].postalCode', value: '0150' },
        ],
      },
      user,
    ) as { Operations: unknown[] };
    expect(out.Operations).toEqual([
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'b@firma.no' },
      { op: 'add', path: 'phoneNumbers', value: [{ type: 'mobile', value: '+4791234567' }] },
      { op: 'add', path: 'addresses', value: [{ type: 'work', streetAddress: 'Gata 1' }] },
      { op: 'Add', path: 'addresses[type eq "work"].postalCode', value: '0150' },
    ]);
  });

  it('passes on what is not a PatchOp for SCIMMY to refuse', () => {
    expect(entraCompatiblePatch(null, user)).toBeNull();
    expect(entraCompatiblePatch({ Operations: 'x' }, user)).toEqual({ Operations: 'x' });
  });
});
