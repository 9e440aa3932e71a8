import { type DocumentNode, getOperationAST, Kind } from 'graphql';
import { ErrorCode } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the GraphQL endpoint once the query text is parsed and valid: the metrics name the operation by it. */
    graphqlDocument?: DocumentNode;
    /** Set by the GraphQL endpoint with the answer's errors (already masked): the metrics count them by code. */
    graphqlErrors?: readonly { extensions?: Record<string, unknown> }[];
  }
}

export type GraphqlOperationLabel = { operation: string; type: string };

/** A request without a valid document (no session, a bad body, a parse or validation error). */
export const OTHER_OPERATION: GraphqlOperationLabel = { operation: 'other', type: 'none' };

const labels = new WeakMap<DocumentNode, GraphqlOperationLabel>();

/**
 * The GraphQL operation as a metric label: its first root field (`CEOrderLines`, `addProfileDeductFilter`) and its
 * type. The client's operation name is its own choice, so it is never a label: a root field of a document that passed
 * validation exists in the schema, which bounds the label's values. Worked out once per document (the endpoint keeps
 * one document per query text and operation name).
 */
export function graphqlOperationLabel(
  document: DocumentNode | undefined,
  operationName: unknown,
): GraphqlOperationLabel {
  if (!document) return OTHER_OPERATION;
  const known = labels.get(document);
  if (known) return known;
  const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
  const first = operation?.selectionSet.selections[0];
  const label =
    operation && first?.kind === Kind.FIELD
      ? { operation: first.name.value, type: operation.operation }
      : { operation: 'other', type: operation?.operation ?? 'none' };
  labels.set(document, label);
  return label;
}

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/** An error code as a label: one of the portal's codes, else `OTHER` (bounded whatever a library puts there). */
export function errorCodeLabel(code: unknown): string {
  return typeof code === 'string' && ERROR_CODES.has(code) ? code : 'OTHER';
}

/** 2xx, 4xx, …: a status as a bounded label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
