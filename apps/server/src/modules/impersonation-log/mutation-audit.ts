import type { Plugin } from '@envelop/core';
import { type DocumentNode, type GraphQLSchema, getOperationAST, Kind, type SelectionSetNode } from 'graphql';
import type { Principal } from '../../auth/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../graphql/context.ts';
import { writeAudit } from '../session/session.repository.ts';
import { mergeAuditDetails } from './impersonation-log.repository.ts';

/** The mutation fields an operation calls (through fragments too), in the order written. */
export function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) names.push(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      names.push(...rootFieldNames(document, selection.selectionSet));
    } else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        names.push(...rootFieldNames(document, fragment.selectionSet));
    }
  }
  return [...new Set(names)];
}

/**
 * Writes an impersonation change before the change runs, so nothing is changed unlogged: if the entry cannot be
 * written, the call fails. Returns the entry's id, or null when the caller acts as themselves.
 */
export async function recordImpersonatedChange(
  db: Executor,
  clock: Clock,
  p: Principal,
  change: { via: 'graphql' | 'rest'; operation: string | null; fields: string[] },
): Promise<number | null> {
  if (p.actingCatalogId === null) return null;
  return writeAudit(db, clock, {
    action: 'impersonation.change',
    actorCatalogId: p.actingCatalogId,
    subjectCustomerId: p.customerId,
    subjectCatalogId: p.impersonation === 'user' ? p.catalogId : null,
    sessionId: p.sessionId,
    details: { ...change, outcome: 'pending' },
  });
}

/**
 * Says how the change ended: `ok`, or `failed` with the error codes (never the input), and the names of the objects
 * the mutations answered (`names`: mutation field → name), so the log can say "Created payment profile “Standard”".
 */
export async function recordChangeOutcome(
  db: Executor,
  entryId: number,
  errorCodes: string[],
  names: Record<string, string> = {},
): Promise<void> {
  const outcome = errorCodes.length ? { outcome: 'failed', errors: errorCodes } : { outcome: 'ok' };
  await mergeAuditDetails(db, entryId, Object.keys(names).length ? { ...outcome, names } : outcome);
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
 * Every GraphQL mutation made while impersonating goes into the audit log with both identities (the provider
 * person acting and the customer or person acted as), the operation name and the mutation fields called, and then
 * its outcome. The variables are never written: they may hold what the customer would not want copied.
 */
export function mutationAuditPlugin(): Plugin<Context> {
  return {
    async onExecute({ args }) {
      const ctx = args.contextValue as Context;
      const p = ctx.principal;
      if (!p || p.actingCatalogId === null) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const entryId = await recordImpersonatedChange(ctx.db, ctx.services.clock, p, {
        via: 'graphql',
        operation: args.operationName ?? operation.name?.value ?? null,
        fields: rootFieldNames(args.document, operation.selectionSet),
      });
      if (entryId === null) return;
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
          await recordChangeOutcome(ctx.db, entryId, codes, names).catch((err: unknown) =>
            ctx.log.error({ err, entryId }, 'could not record the outcome of an impersonated change'),
          );
        },
      };
    },
  };
}
