import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, ErrorCode, HTTP_STATUS } from '../errors.ts';
import { tryAuthenticate } from '../http/principal.ts';
import { NoNulInStringLiterals } from '../http/string-inputs.ts';
import { mutationAuditPlugin } from '../modules/impersonation-log/mutation-audit.ts';
import type { Services } from '../services.ts';
import type { Context } from './context.ts';
import { schema } from './schema.ts';

export const GRAPHQL_PATH = '/api/graphql';

// graphql-armor loads graphql's CommonJS build and Yoga the ES module one, so their GraphQLError classes differ:
// recognise them by name rather than by instanceof.
function isGraphqlError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

/** Maps an error to what the client sees: AppErrors keep their code and message, anything else is masked. */
export function maskError(error: unknown, log: { error: (o: object, m: string) => void }): GraphQLError {
  let cause: unknown = error;
  while (isGraphqlError(cause) && cause.originalError) cause = cause.originalError;
  const path = isGraphqlError(error) ? error.path : undefined;
  if (cause instanceof AppError) {
    return new GraphQLError(cause.message, {
      path,
      extensions: { code: cause.code, ...(cause.details ? { details: cause.details } : {}) },
    });
  }
  if (isGraphqlError(cause)) {
    // Parse, validation and limit errors: the client's own mistake, said as it is.
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
 * One POST endpoint. A request without a valid session answers HTTP 403 before any field runs, which the web
 * app shows as the Access Denied notice; fields then check roles and services through their auth scopes.
 */
export function registerGraphql(app: FastifyInstance, deps: { db: Db; config: Config; services: Services }) {
  const production = deps.config.NODE_ENV === 'production';
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !production,
    landingPage: false,
    // CORS is the server's (http/security-headers.ts): the portal's own origin only, never with credentials.
    cors: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, app.log) },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: deps.config.GRAPHQL_MAX_DEPTH },
        maxAliases: { n: deps.config.GRAPHQL_MAX_ALIASES },
        maxTokens: { n: deps.config.GRAPHQL_MAX_TOKENS },
        costLimit: { maxCost: deps.config.GRAPHQL_MAX_COST },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [validationRule(NoSchemaIntrospectionCustomRule)] : []),
      validationRule(NoNulInStringLiterals),
      mutationAuditPlugin(),
      // Compiles each operation once into plain functions: a 100-row page no longer walks the schema per field.
      useGraphQlJit(),
    ],
    context: async ({ req }) => ({
      principal: req.principal ?? null,
      db: deps.db,
      config: deps.config,
      services: deps.services,
      log: req.log,
      requestId: String(req.id),
    }),
  });

  app.route({
    url: GRAPHQL_PATH,
    method: production ? ['POST'] : ['GET', 'POST'],
    handler: async (req, reply) => {
      const isGraphiqlPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (req.method === 'POST' || (req.method === 'GET' && !isGraphiqlPage)) {
        const principal = await tryAuthenticate(req, deps);
        if (!principal) {
          return reply.status(HTTP_STATUS[ErrorCode.Forbidden]).send({
            errors: [
              { message: 'Your session is invalid.', extensions: { code: ErrorCode.Unauthenticated } },
            ],
          });
        }
        req.principal = principal;
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single JSON answer goes out as one string with its length; only a streamed answer is piped.
      const json = /json/.test(response.headers.get('content-type') ?? '');
      reply.send(json ? await response.text() : response.body);
      return reply;
    },
  });
}

/** An envelop plugin that adds one validation rule (no introspection in production; no NUL in string literals). */
function validationRule(rule: ValidationRule) {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) {
      addValidationRule(rule);
    },
  };
}
