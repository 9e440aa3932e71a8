import { isValidEmail, normalizePhone } from '@connect/shared';
import SCIMMY from 'scimmy';

export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** A person as the directory describes them: what the portal keeps of a SCIM user. */
export type DirectoryPerson = {
  userName: string;
  externalId: string | null;
  active: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  fixed: string | null;
  employeeNumber: string | null;
  department: string | null;
};

/** The fields a directory call can change, as the change log names them. */
export const PERSON_FIELDS = [
  'userName',
  'externalId',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'fixed',
  'employeeNumber',
  'department',
] as const satisfies readonly (keyof DirectoryPerson)[];
export type PersonField = (typeof PERSON_FIELDS)[number];

export type LinkedUser = DirectoryPerson & {
  id: string;
  catalogId: number;
  /** The leaving date the person had before the directory deactivated them. */
  leavingDateBefore: string | null;
  createdAt: Date;
  updatedAt: Date;
};

type Typed = { value?: string; type?: string; primary?: boolean };
type ScimUserIn = {
  userName: string;
  externalId?: string;
  active?: boolean;
  displayName?: string;
  name?: { givenName?: string; familyName?: string; formatted?: string };
  emails?: Typed[];
  phoneNumbers?: Typed[];
  [ENTERPRISE]?: { employeeNumber?: string; department?: string };
};

const text = (v: string | undefined | null): string | null => (v?.trim() ? v.trim() : null);

/** The entry of this type, else the primary one (for e-mail), else the first. */
function pick(values: Typed[] | undefined, type: string, fallback: boolean): string | null {
  const list = values ?? [];
  const found =
    list.find((v) => v.type?.toLowerCase() === type) ??
    (fallback ? (list.find((v) => v.primary) ?? list[0]) : undefined);
  return text(found?.value);
}

/**
 * A SCIM user (already checked against the schema by SCIMMY) as a person: the work e-mail, the mobile and work phone
 * numbers (kept as +47… when Norwegian), the given and family name (else the display name cut at its last space),
 * and the enterprise extension's employee number and department. Nothing else of the user is kept.
 */
export function fromScim(instance: unknown): DirectoryPerson {
  const u = instance as ScimUserIn;
  const email = pick(u.emails, 'work', true);
  if (email !== null && !isValidEmail(email))
    throw new SCIMMY.Types.Error(400, 'invalidValue', `'${email}' is not an e-mail address.`);
  const phone = (type: string) => {
    const value = pick(u.phoneNumbers, type, false);
    return value === null ? null : normalizePhone(value);
  };
  const display = text(u.displayName) ?? text(u.name?.formatted) ?? '';
  const cut = display.lastIndexOf(' ');
  const enterprise = u[ENTERPRISE];
  return {
    userName: u.userName.trim(),
    externalId: text(u.externalId),
    active: u.active ?? true,
    firstName: text(u.name?.givenName) ?? (cut > 0 ? display.slice(0, cut) : display),
    lastName: text(u.name?.familyName) ?? (cut > 0 ? display.slice(cut + 1) : ''),
    email,
    mobile: phone('mobile'),
    fixed: phone('work'),
    employeeNumber: text(enterprise?.employeeNumber),
    department: text(enterprise?.department),
  };
}

/** A linked person as the SCIM user the directory reads back. */
export function toScim(u: LinkedUser): Record<string, unknown> {
  const phones = [
    ...(u.mobile ? [{ value: u.mobile, type: 'mobile' }] : []),
    ...(u.fixed ? [{ value: u.fixed, type: 'work' }] : []),
  ];
  const enterprise = {
    ...(u.employeeNumber ? { employeeNumber: u.employeeNumber } : {}),
    ...(u.department ? { department: u.department } : {}),
  };
  return {
    schemas: [SCIMMY.Schemas.User.id, ...(Object.keys(enterprise).length ? [ENTERPRISE] : [])],
    id: u.id,
    ...(u.externalId ? { externalId: u.externalId } : {}),
    meta: { resourceType: 'User', created: u.createdAt, lastModified: u.updatedAt },
    userName: u.userName,
    name: {
      formatted: `${u.firstName} ${u.lastName}`.trim(),
      givenName: u.firstName,
      familyName: u.lastName,
    },
    displayName: `${u.firstName} ${u.lastName}`.trim(),
    active: u.active,
    ...(u.email ? { emails: [{ value: u.email, type: 'work', primary: true }] } : {}),
    ...(phones.length ? { phoneNumbers: phones } : {}),
    ...(Object.keys(enterprise).length ? { [ENTERPRISE]: enterprise } : {}),
  };
}

/** The fields whose value differs; `onlySent`: a field the directory left out is not a change (a first link). */
export function changedFields(
  before: DirectoryPerson,
  after: DirectoryPerson,
  onlySent = false,
): PersonField[] {
  return PERSON_FIELDS.filter((f) => before[f] !== after[f] && !(onlySent && after[f] === null));
}
