import { ErrorCode } from '@connect/shared';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ValidationRule } from 'graphql';
import { AppError } from '../errors.ts';

const NUL = '\u0000';

/** Where in a parsed input the first string (or key) with a NUL character is, as `a.b.0`; null when there is none. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.');
      const found = nulPath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export const NUL_MESSAGE = 'Text may not contain the NUL character.';

/** The deepest a JSON body may nest: the portal's deepest input is a handful of levels. */
export const MAX_JSON_DEPTH = 64;
export const DEPTH_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether a parsed value nests arrays and objects deeper than `max`. Walked with a list rather than recursion, so a
 * body of 20 000 levels (well within the size limit) answers at once instead of running out of stack in the checks
 * after it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, depth] = next;
    if (!inner || typeof inner !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(inner)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * One place for every string input: a body nested deeper than `MAX_JSON_DEPTH` is refused first; then a NUL character in the path parameters, the query string or a JSON body (so
 * GraphQL variables and literals in the query text too) answers BAD_USER_INPUT before any handler runs. PostgreSQL
 * cannot store NUL in text, so it would otherwise surface as a 500 somewhere deep down. GraphQL answers in its own
 * shape (`errors` with the code).
 */
export function refuseNulInStrings(app: FastifyInstance, graphqlPath: string) {
  app.addHook('preValidation', async (req, reply) => {
    if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
      if (req.url.split('?')[0] === graphqlPath) {
        return reply
          .status(400)
          .send({ errors: [{ message: DEPTH_MESSAGE, extensions: { code: ErrorCode.BadInput } }] });
      }
      throw AppError.badInput(DEPTH_MESSAGE);
    }
    const found = [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ].map(([where, value]) => {
      const at = nulPath(value);
      return at === null ? null : at ? `${where}.${at}` : String(where);
    });
    const field = found.find((f) => f !== null);
    if (!field) return;
    if (req.url.split('?')[0] === graphqlPath) {
      return reply.status(400).send({
        errors: [{ message: NUL_MESSAGE, extensions: { code: ErrorCode.BadInput, details: { field } } }],
      });
    }
    throw AppError.badInput(NUL_MESSAGE, { field });
  });
}

/**
 * The same refusal for a string literal in a GraphQL document (`"a\\u0000b"` is a NUL only once parsed), added to
 * Yoga's validation rules: the request answers BAD_USER_INPUT before anything runs.
 */
export const NoNulInStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes(NUL)) {
      context.reportError(
        new GraphQLError(NUL_MESSAGE, { nodes: node, extensions: { code: ErrorCode.BadInput } }),
      );
    }
  },
});
