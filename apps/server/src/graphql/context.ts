import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';

/** What every resolver gets: the caller, the database and the app's services. Built once per request. */
export type Context = {
  principal: Principal | null;
  db: Db;
  config: Config;
  services: Services;
  log: FastifyBaseLogger;
  requestId: string;
};

/** The caller, when the field's auth scopes already guaranteed one. */
export function principalOf(ctx: Context): Principal {
  if (!ctx.principal) throw new Error('principalOf called on a field without the authenticated scope');
  return ctx.principal;
}
