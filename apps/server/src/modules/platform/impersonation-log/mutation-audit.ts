import { hasAnyRole } from '@connect/shared';
import type { Plugin } from '@envelop/core';
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { Context } from '../../../graphql/context.ts';
import type { RestChangeAudit } from '../../../http/change-audit.ts';
import { writeAudit } from '../session/impersonation.service.ts';
import { type ChangeTarget, changeTargets, targetsByCustomer } from './change-targets.ts';
import { mergeAuditDetails } from './impersonation-log.repository.ts';

/** The root field nodes an operation selects (through fragments too), in the order written. */
export function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) fields.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...rootFields(document, selection.selectionSet));
    } else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        fields.push(...rootFields(document, fragment.selectionSet));
    }
  }
  return fields;
}

/** The mutation fields an operation calls (through fragments too), in the order written. */
export function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  return [...new Set(rootFields(document, selectionSet).map((f) => f.name.value))];
}

/** What each root field's arguments name (`{ field, kind, id }`), with the variables filled in. */
export function mutationTargets(
  fields: readonly FieldNode[],
  variables: Record<string, unknown> | null | undefined,
): FieldTarget[] {
  return fields.flatMap((f) => {
    const args = Object.fromEntries(
      (f.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables ?? undefined)]),
    );
    return changeTargets(f.name.value, args).map((t) => ({ field: f.name.value, ...t }));
  });
}

export type FieldTarget = ChangeTarget & { field?: string };
export type Change = {
  via: 'graphql' | 'rest';
  operation: string | null;
  fields: string[];
  /** The objects the call names, each with the mutation field that names it. */
  targets: FieldTarget[];
};

/** Provider staff acting as themselves: the changes they make in another customer are written to its log. */
function isProviderStaff(p: Principal): boolean {
  return p.impersonation === null && hasAnyRole(p.roles, ['ConnectGlobalAdmin', 'Impersonation']);
}

/**
 * Writes a change by provider staff to the log of the customer whose data it changes, before the change runs, so
 * nothing is changed unlogged: if the entry cannot be written, the call fails. While acting for a customer that is
 * the customer acted for (`impersonation.change`, in the impersonation's session); acting as themselves, each
 * other customer whose objects the call names (`provider.change`, in their own session, with that customer's
 * objects only). Answers the entries' ids: none for anyone else, or for a call on the provider's own data.
 */
export async function recordProviderChange(
  db: Executor,
  clock: Clock,
  p: Principal,
  change: Change,
): Promise<number[]> {
  if (p.actingCatalogId !== null) {
    const id = await writeAudit(db, clock, {
      action: 'impersonation.change',
      actorCatalogId: p.actingCatalogId,
      subjectCustomerId: p.customerId,
      subjectCatalogId: p.impersonation === 'user' ? p.catalogId : null,
      sessionId: p.sessionId,
      details: { ...change, outcome: 'pending' },
    });
    return [id];
  }
  if (!isProviderStaff(p) || !change.targets.length) return [];
  const ids: number[] = [];
  for (const [customerId, targets] of await targetsByCustomer(db, change.targets)) {
    if (customerId === p.customerId) continue;
    ids.push(
      await writeAudit(db, clock, {
        action: 'provider.change',
        actorCatalogId: p.catalogId,
        subjectCustomerId: customerId,
        subjectCatalogId: null,
        sessionId: p.sessionId,
        details: { ...change, targets, outcome: 'pending' },
      }),
    );
  }
  return ids;
}

/** A REST call that changes something (http/change-audit.ts), logged with the objects its path, query or body name. */
export const restChangeAudit: RestChangeAudit = (db, clock, p, { operation, input }) =>
  recordProviderChange(db, clock, p, {
    via: 'rest',
    operation,
    fields: [],
    targets: changeTargets(operation, input),
  });

/**
 * Says how the change ended: `ok`, or `failed` with the error codes (never the input), and the names of the objects
 * the mutations answered (`names`: mutation field → name), so the log can say "Created payment profile “Standard”".
 */
export async function recordChangeOutcome(
  db: Executor,
  entryIds: readonly number[],
  errorCodes: string[],
  names: Record<string, string> = {},
): Promise<void> {
  const outcome = errorCodes.length ? { outcome: 'failed', errors: errorCodes } : { outcome: 'ok' };
  const details = Object.keys(names).length ? { ...outcome, names } : outcome;
  for (const id of entryIds) await mergeAuditDetails(db, id, details);
}

/** The object names a mutation call made while impersonating answered, per mutation field (see recordChangedNames). */
const changedNames = new WeakMap<object, Record<string, string>>();

/**
 * The name a mutation's answer shows for its object: a `name`, `description` (a payment profile's, a device's, an
 * export's) or `title`, else a person's first and last name; null for an answer without one (an id, a list).
 */
export function nameOfChanged(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const own = text(v.name) || text(v.description) || text(v.title);
  const name = own || [text(v.firstName), text(v.lastName)].filter(Boolean).join(' ');
  return name ? name.slice(0, 200) : null;
}

/**
 * Wraps every mutation field's resolver so a call made while impersonating keeps the name of the object it answered
 * (whatever the client selected), for the audit entry's outcome. Other calls pass straight through.
 */
export function recordChangedNames(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve) continue;
    field.resolve = (root, args, ctx: object, info) => {
      const names = changedNames.get(ctx);
      const answer = resolve(root, args, ctx, info);
      if (!names) return answer;
      return Promise.resolve(answer).then((value: unknown) => {
        const name = nameOfChanged(value);
        if (name) names[info.fieldName] = name;
        return value;
      });
    };
  }
  return schema;
}

/**
 * Every GraphQL mutation provider staff make on a customer's data, acting for it or not, goes into that customer's
 * log with who, the operation name, the mutation fields called and the objects they name, and then its outcome.
 * The variables are never written beyond those ids: they may hold what the customer would not want copied.
 */
export function mutationAuditPlugin(): Plugin<Context> {
  return {
    async onExecute({ args }) {
      const ctx = args.contextValue as Context;
      const p = ctx.principal;
      if (!p || (p.actingCatalogId === null && !isProviderStaff(p))) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFields(args.document, operation.selectionSet);
      const entryIds = await recordProviderChange(ctx.db, ctx.services.clock, p, {
        via: 'graphql',
        operation: args.operationName ?? operation.name?.value ?? null,
        fields: [...new Set(fields.map((f) => f.name.value))],
        targets: mutationTargets(fields, args.variableValues),
      });
      if (!entryIds.length) return;
      const names: Record<string, string> = {};
      changedNames.set(ctx, names);
      return {
        async onExecuteDone({ result }) {
          const errors = 'errors' in result && result.errors ? result.errors : [];
          const codes = errors.map((e) =>
            e.originalError instanceof AppError
              ? e.originalError.code
              : String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
          );
          await recordChangeOutcome(ctx.db, entryIds, codes, names).catch((err: unknown) =>
            ctx.log.error({ err, entryIds }, 'could not record the outcome of a provider change'),
          );
        },
      };
    },
  };
}
