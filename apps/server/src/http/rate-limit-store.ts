import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

type Counted = { current: number; ttl: number };
/** What @fastify/rate-limit hands a route's store: its merged options, with the route they are for. */
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/** How often a process deletes the rows whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database (`rate_limit_hits`), so every server process on one
 * database counts the same requests: with the default in-memory store each process had its own count, and N
 * processes allowed N times the documented limit. One statement per request counts and opens a new window when
 * the last one has ended, with the database's clock (the same for every process). Each route has its own count,
 * as with the in-memory store. A database that cannot be reached fails the request (503), it does not let it by.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function count(key: string, windowMs: number): Promise<Counted> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`insert into rate_limit_hits (key, hits, window_ends_at)
          values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            window_ends_at = case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at
                                  else rate_limit_hits.window_ends_at end
          returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl`,
    );
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.execute(sql`delete from rate_limit_hits where window_ends_at < now()`);
    }
    return { current: row!.hits, ttl: Math.max(0, row!.ttl) };
  }

  class DatabaseStore implements FastifyRateLimitStore {
    /** The route ("POST /api/session/refresh") the counts of this store are for; empty for the plugin's own. */
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      count(`${this.route}|${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (e: Error) => callback(e),
      );
    }

    child(options: unknown) {
      const route = (options as RouteLimit).routeInfo;
      return new DatabaseStore(options, `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`);
    }
  }
  return DatabaseStore;
}
