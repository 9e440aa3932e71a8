import { MESSAGE_CHANNELS } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { type Db, queryRows } from '../db/client.ts';

type BacklogRow = { channel: string; status: string; messages: number; oldest_seconds: number };

/**
 * The outbox's backlog and failed sends, read from the outbox table at scrape time with one grouped count of the
 * messages not sent (every status but `sent`, so a status added later shows too). Channel and status are labels;
 * both come from enums. A scrape while the database is unreachable leaves these series out rather than failing the
 * scrape (the request and database metrics say more then).
 */
export function readOutboxBacklog(db: Db, registers: Registry[]) {
  // One reading serves both gauges of a scrape: prom-client starts collecting every metric at once.
  let reading: Promise<BacklogRow[] | null> | null = null;
  function rows(): Promise<BacklogRow[] | null> {
    reading ??= queryRows<BacklogRow>(
      db,
      sql`select channel, status, count(*)::int as messages,
            extract(epoch from now() - min(created_at))::float8 as oldest_seconds
          from outbox_messages where status <> 'sent' group by channel, status`,
    )
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  new Gauge({
    name: 'connect_outbox_messages',
    help: 'Messages in the outbox not sent, by channel and status (outbox: waiting to be sent; failed: send failed).',
    labelNames: ['channel', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      const read = await rows();
      if (!read) return;
      for (const channel of MESSAGE_CHANNELS)
        for (const status of ['outbox', 'failed']) this.set({ channel, status }, 0);
      for (const r of read) this.set({ channel: r.channel, status: r.status }, r.messages);
    },
  });
  new Gauge({
    name: 'connect_outbox_oldest_seconds',
    help: 'Age of the oldest message not sent, by channel and status (absent when there is none).',
    labelNames: ['channel', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const r of (await rows()) ?? [])
        this.set({ channel: r.channel, status: r.status }, r.oldest_seconds);
    },
  });
}
