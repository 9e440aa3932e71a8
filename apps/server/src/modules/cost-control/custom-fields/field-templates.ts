/**
 * Tags an account custom field's default value may contain; each person's value fills them in (a field
 * "Ansattnummer" with default `{employeeNumber}` gives every person their own number until someone sets one).
 */
export type TemplatePerson = {
  firstName: string | null;
  lastName: string | null;
  employeeNumber: string | null;
  department: string | null;
  phoneNumber: string | null;
  email: string | null;
  position: string | null;
};

export const FIELD_TEMPLATES: { name: string; description: string; value: (p: TemplatePerson) => string }[] =
  [
    { name: '{firstName}', description: 'First name', value: (p) => p.firstName ?? '' },
    { name: '{lastName}', description: 'Last name', value: (p) => p.lastName ?? '' },
    {
      name: '{fullName}',
      description: 'Full name',
      value: (p) => [p.firstName, p.lastName].filter(Boolean).join(' '),
    },
    { name: '{employeeNumber}', description: 'Employee number', value: (p) => p.employeeNumber ?? '' },
    { name: '{department}', description: 'Department', value: (p) => p.department ?? '' },
    { name: '{phoneNumber}', description: 'Mobile number', value: (p) => p.phoneNumber ?? '' },
    { name: '{email}', description: 'E-mail address', value: (p) => p.email ?? '' },
    { name: '{position}', description: 'Position', value: (p) => p.position ?? '' },
  ];

const BY_NAME = new Map(FIELD_TEMPLATES.map((t) => [t.name, t]));

/** Fills the known tags of a default value from a person; unknown braces stay as written. */
export function expandTemplate(text: string, person: TemplatePerson): string {
  return text.replace(/\{[A-Za-z]+\}/g, (tag) => BY_NAME.get(tag)?.value(person) ?? tag);
}
