import { envelop, type Plugin, useEngine, useSchema, useValidationRule } from '@envelop/core';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { databaseUnavailable, isConnectionLost } from '../db/connection-errors.ts';
import { AppError, ErrorCode, HTTP_STATUS } from '../errors.ts';
import { sendJsonBytes } from '../http/compress-answer.ts';
import { tryAuthenticate } from '../http/principal.ts';
import { NoNulInStringLiterals } from '../http/string-inputs.ts';
import { LruCache } from '../lru-cache.ts';
import type { Services } from '../services.ts';
import type { Context } from './context.ts';
import { type GraphqlRequest, readGraphqlRequest } from './graphql-request.ts';

export const GRAPHQL_PATH = '/api/graphql';

/** How many query texts keep their parsed document, and the longest text kept. */
const DOCUMENTS_KEPT = 500;
const LONGEST_QUERY_KEPT = 50_000;

const SUBSCRIPTION_REFUSED = new GraphQLError(
  'Subscriptions are not supported: send a query or a mutation.',
  {
    extensions: { code: ErrorCode.BadInput },
  },
);

// Recognised by name rather than by instanceof: graphql's CommonJS and ES module builds have a GraphQLError class
// each, and a package may load either (vitest.config.ts says which our code gets in tests).
function isGraphqlError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

/** Maps an error to what the client sees: AppErrors keep their code and message, anything else is masked. */
export function maskError(error: unknown, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): GraphQLError {
  let cause: unknown = error;
  while (isGraphqlError(cause) && cause.originalError) cause = cause.originalError;
  const path = isGraphqlError(error) ? error.path : undefined;
  if (cause instanceof AppError) {
    return new GraphQLError(cause.message, {
      path,
      extensions: { code: cause.code, ...(cause.details ? { details: cause.details } : {}) },
    });
  }
  if (isConnectionLost(cause)) {
    log.warn({ err: cause }, 'database connection lost during the request');
    const unavailable = databaseUnavailable();
    return new GraphQLError(unavailable.message, {
      path,
      extensions: { code: unavailable.code, details: unavailable.details },
    });
  }
  if (isGraphqlError(cause)) {
    // Parse, validation, variable and limit errors: the client's own mistake, said as it is.
    return new GraphQLError(cause.message, {
      nodes: cause.nodes,
      path,
      extensions: { ...cause.extensions, code: cause.extensions?.code ?? ErrorCode.BadInput },
    });
  }
  log.error({ err: cause }, 'unexpected error in a resolver');
  return new GraphQLError('Something went wrong.', { path, extensions: { code: ErrorCode.Internal } });
}

/**
 * One POST endpoint, run by envelop (the engine GraphQL Yoga is built on) straight from the Fastify route: the
 * request is read from Fastify's parsed body and the answer written as one JSON string, with no fetch-API Request
 * and Response between them (that layer cost more CPU than the compiled execution of a 100-row page).
 *
 * A request without a valid session answers HTTP 403 before anything runs, which the web app shows as the Access
 * Denied notice; fields then check roles and services through their auth scopes. A request that is not one GraphQL
 * request answers 400; everything else answers 200 with `data` and `errors` (GraphQL over HTTP, application/json).
 */
export function registerGraphql(
  app: FastifyInstance,
  deps: { db: Db; config: Config; services: Services },
  /** The schema (src/schema.ts) and what runs around each operation besides the limits (the provider-change log). */
  api: { schema: GraphQLSchema; plugins: Plugin<Context>[] },
) {
  const production = deps.config.NODE_ENV === 'production';
  const getEnveloped = envelop({
    plugins: [
      useEngine({ parse, validate, execute, subscribe, specifiedRules }),
      useSchema(api.schema),
      EnvelopArmorPlugin({
        maxDepth: { n: deps.config.GRAPHQL_MAX_DEPTH },
        maxAliases: { n: deps.config.GRAPHQL_MAX_ALIASES },
        maxTokens: { n: deps.config.GRAPHQL_MAX_TOKENS },
        costLimit: { maxCost: deps.config.GRAPHQL_MAX_COST },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [useValidationRule(NoSchemaIntrospectionCustomRule)] : []),
      useValidationRule(NoNulInStringLiterals),
      ...api.plugins,
      // Compiles each operation once into plain functions: a 100-row page no longer walks the schema per field.
      useGraphQlJit(),
    ],
  });
  type Enveloped = ReturnType<typeof getEnveloped>;
  // Parsed and validated once per query text and operation: validation depends on neither variables nor caller.
  const documents = new LruCache<DocumentNode>(DOCUMENTS_KEPT, LONGEST_QUERY_KEPT);
  const errorsOf = (errors: readonly unknown[]) => errors.map((e) => maskError(e, app.log));
  /** The request's query text parsed and validated, with an operation to run (then kept), or its errors. */
  function prepare(
    enveloped: Enveloped,
    key: string,
    request: GraphqlRequest,
  ): DocumentNode | { errors: readonly unknown[]; status?: number } {
    let document: DocumentNode;
    try {
      document = enveloped.parse(request.query);
      // graphql-armor's limits throw their error from validation rather than report it.
      const invalid = enveloped.validate(enveloped.schema, document);
      if (invalid.length) return { errors: invalid };
    } catch (e) {
      return { errors: [e] };
    }
    const operation = getOperationAST(document, request.operationName);
    if (!operation) return { errors: [new GraphQLError('Could not determine what operation to execute.')] };
    // The schema has no Subscription type and the endpoint no stream to answer one on.
    if (operation.operation === 'subscription') return { errors: [SUBSCRIPTION_REFUSED], status: 400 };
    documents.set(key, document);
    return document;
  }

  app.post(GRAPHQL_PATH, async (req, reply) => {
    const principal = await tryAuthenticate(req, deps);
    if (!principal) {
      return answer(reply, HTTP_STATUS[ErrorCode.Forbidden], {
        errors: [
          new GraphQLError('Your session is invalid.', { extensions: { code: ErrorCode.Unauthenticated } }),
        ],
      });
    }
    req.principal = principal;
    const request = readGraphqlRequest(req.body);
    if ('error' in request) {
      return answer(reply, 400, {
        errors: [new GraphQLError(request.error, { extensions: { code: ErrorCode.BadInput } })],
      });
    }
    const enveloped = getEnveloped();
    // One document per text and operation: the compiled executor keeps one compiled operation per document.
    const key = `${request.operationName ?? ''}\u0000${request.query}`;
    const document = documents.get(key) ?? prepare(enveloped, key, request);
    if (!('kind' in document))
      return answer(reply, document.status ?? 200, { errors: errorsOf(document.errors) });
    req.graphqlDocument = document;
    const contextValue: Context = {
      principal,
      db: deps.db,
      config: deps.config,
      services: deps.services,
      log: req.log,
      requestId: String(req.id),
    };
    let result: ExecutionResult;
    try {
      result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        variableValues: request.variables,
        operationName: request.operationName,
        contextValue: await enveloped.contextFactory(contextValue),
      })) as ExecutionResult;
    } catch (e) {
      // Not a field's error (those are in the result) but the run's own, such as an audit entry not written.
      const errors = errorsOf([e]);
      return answer(reply, unavailable(errors) ? 503 : 500, { errors });
    }
    const errors = result.errors && errorsOf(result.errors);
    // A lost database connection fails the whole answer with 503, so no client takes a partial one for data.
    return answer(reply, errors && unavailable(errors) ? 503 : 200, { ...result, errors });
  });
}

function unavailable(errors: readonly GraphQLError[]): boolean {
  return errors.some((e) => e.extensions.code === ErrorCode.Unavailable);
}

/**
 * Writes a GraphQL answer as JSON: its `data` and `errors` (the compiled executor's extras stay out). The text is
 * encoded once into the bytes sent: given a string, Fastify would measure its length in bytes and the socket would
 * encode it again, each time flattening the text JSON.stringify builds in pieces (a 100-row page is about 60 kB).
 * A large answer goes compressed (brotli or gzip) to a client that accepts it (http/compress-answer.ts).
 */
function answer(reply: FastifyReply, status: number, result: ExecutionResult) {
  reply.request.graphqlErrors = result.errors;
  const body = result.errors ? { errors: result.errors, data: result.data } : { data: result.data };
  reply.status(status).type('application/json; charset=utf-8');
  return sendJsonBytes(reply, Buffer.from(JSON.stringify(body)));
}
