import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';

/** What every REST route module and scheduled job is handed: the database, the configuration, the services. */
export type RouteDeps = { db: Database['db']; config: Config; services: Services };

/** A module's REST routes, listed in src/routes.ts and registered under /api by buildApp (app.ts). */
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => Promise<void> | void;
