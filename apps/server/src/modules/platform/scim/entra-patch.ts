import SCIMMY from 'scimmy';

type Operation = { op?: unknown; path?: unknown; value?: unknown };

const TYPED_VALUE = /^(emails|phoneNumbers|addresses)\[type eq "([^"]+)"\]\.(\w+)$/i;
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };

function activeValue(value: unknown): unknown {
  return typeof value === 'string' && value.toLowerCase() in BOOLEAN_TEXT
    ? BOOLEAN_TEXT[value.toLowerCase()]
    : value;
}

/**
 * Entra ID's PATCH as it is sent, made into what SCIMMY's PatchOp reads (Microsoft's "Known issues and resolutions
 * with SCIM 2.0 protocol compliance"): `active` as the text "True"/"False" (jobs without the aadOptscim062020 flag)
 * becomes a boolean, and an Add or Replace of `emails[type eq "work"].value` (or phoneNumbers, addresses) for a type
 * the user does not have yet adds the entry, where SCIMMY would answer noTarget. Anything else is passed on as sent,
 * so SCIMMY still refuses what is wrong. `current` is the user as the portal answers it.
 */
export function entraCompatiblePatch(message: unknown, current: Record<string, unknown>): unknown {
  if (typeof message !== 'object' || message === null) return message;
  const { Operations } = message as { Operations?: unknown };
  if (!Array.isArray(Operations)) return message;
  const added = new Set<string>();
  const operations = Operations.map((operation: Operation) => {
    if (typeof operation !== 'object' || operation === null) return operation;
    const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
    const path = typeof operation.path === 'string' ? operation.path : undefined;
    if (path?.toLowerCase() === 'active') return { ...operation, value: activeValue(operation.value) };
    if (path === undefined && typeof operation.value === 'object' && operation.value !== null) {
      const value = operation.value as Record<string, unknown>;
      if ('active' in value) return { ...operation, value: { ...value, active: activeValue(value.active) } };
    }
    const typed = path && (op === 'add' || op === 'replace') ? TYPED_VALUE.exec(path) : null;
    if (!typed) return operation;
    const [, attribute, type, sub] = typed as unknown as [string, string, string, string];
    const key = `${attribute.toLowerCase()}/${type}`;
    const existing = current[attribute];
    const has =
      Array.isArray(existing) && new SCIMMY.Types.Filter(`type eq "${type}"`).match(existing).length > 0;
    if (has || added.has(key)) return operation;
    added.add(key);
    return { op: 'add', path: attribute, value: [{ type, [sub]: operation.value }] };
  });
  return { ...message, Operations: operations };
}
