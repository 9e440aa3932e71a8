import { hasAnyRole, type Role, type Service } from '@connect/shared';
import type { FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { parseInput } from './input.ts';
import { type Authenticated, authenticate } from './principal.ts';
import type { RouteDeps, RouteModule } from './route-module.ts';

/**
 * Who may call a route: `public` (no token read), or a signed-in person who has the service and one of the roles
 * when given (`{}` is anyone signed in). A missing or bad token answers 401, a missing service or role 403.
 */
export type RouteAccess = 'public' | { service?: Service; roles?: readonly Role[] };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteSpec<A extends RouteAccess, Q extends Schema, P extends Schema, B extends Schema> = {
  method: HTTPMethods;
  url: string;
  access: A;
  /** Checked in this order, after the caller: query, path, body (`parseInput`: a check's refusal, else 400). */
  query?: Q;
  params?: P;
  body?: B;
  bodyLimit?: number;
  /** Fastify route config, e.g. the session routes' rate limit. */
  config?: RouteShorthandOptions['config'];
};

export type RouteCall<A extends RouteAccess, Q extends Schema, P extends Schema, B extends Schema> = {
  req: FastifyRequest;
  reply: FastifyReply;
  p: A extends 'public' ? null : Authenticated;
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
};

/**
 * Declares a module's REST routes: `const route = restRoutes(app, deps)`, then `route(spec, handle)` per route.
 * The handler gets the caller and the checked input and answers as a Fastify handler does (a value, or `reply`).
 */
export function restRoutes(app: Parameters<RouteModule>[0], deps: RouteDeps) {
  return <
    A extends RouteAccess,
    Q extends Schema = undefined,
    P extends Schema = undefined,
    B extends Schema = undefined,
  >(
    spec: RouteSpec<A, Q, P, B>,
    handle: (call: RouteCall<A, Q, P, B>) => unknown,
  ) => {
    app.route({
      method: spec.method,
      url: spec.url,
      ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
      ...(spec.config === undefined ? {} : { config: spec.config }),
      handler: async (req, reply) => {
        const p = spec.access === 'public' ? null : await caller(req, deps, spec.access);
        const parse = (schema: Schema, value: unknown) => (schema ? parseInput(schema, value) : undefined);
        const query = parse(spec.query, req.query) as Parsed<Q>;
        const params = parse(spec.params, req.params) as Parsed<P>;
        const body = parse(spec.body, req.body) as Parsed<B>;
        return handle({ req, reply, p: p as RouteCall<A, Q, P, B>['p'], query, params, body });
      },
    });
  };
}

async function caller(
  req: FastifyRequest,
  deps: RouteDeps,
  access: Exclude<RouteAccess, 'public'>,
): Promise<Authenticated> {
  const p = await authenticate(req, deps);
  if (access.service && !p.services.includes(access.service)) throw AppError.forbidden();
  if (access.roles && !hasAnyRole(p.roles, access.roles)) throw AppError.forbidden();
  return p;
}
