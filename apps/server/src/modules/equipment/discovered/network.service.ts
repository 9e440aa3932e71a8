import { osloDate } from '@connect/shared';
import { isValidImei } from '@connect/shared/equipment';
import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import { requireNotAfterToday } from '../../../date-range.ts';
import type { Db } from '../../../db/client.ts';
import { parseInput } from '../../../http/input.ts';
import { normalizePhone } from '../../cost-control/usage/usage.service.ts';
import {
  createDiscoveredDevice,
  customerKnowsImei,
  linkSighting,
  recordSighting,
  subscriptionWithPhone,
} from './discovered.repository.ts';

/**
 * Network sightings (domain.md): the operator's systems report that an IMEI was seen in use with a phone number on
 * a date. Idempotent by (IMEI, phone number, date).
 */
const sighting = z.strictObject({
  imei: z.string().refine(isValidImei, 'Not a valid IMEI.'),
  phoneNumber: z
    .string()
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+[0-9]{5,15}$/, 'Not a phone number.')),
  seenOn: z.iso.date(),
  /** What the operator knows of the model, when it does. */
  deviceName: z.string().trim().min(1).max(200).optional(),
  vendor: z.string().trim().min(1).max(100).optional(),
});
export const sightingsCall = z.strictObject({ sightings: z.array(sighting).min(1).max(1000) });

/** Per sighting: new (first report), and the discovered device it made, if it made one. */
export type SightingOutcome = { imei: string; new: boolean; discoveredDeviceId: number | null };

/** The name a sighting without a model gets. */
export const UNKNOWN_DEVICE = 'Mobile phone';
const MOBILE_CLASS = 1;

export async function receiveSightings(db: Db, clock: Clock, body: unknown): Promise<SightingOutcome[]> {
  const call = parseInput(sightingsCall, body);
  const today = osloDate(clock.now());
  for (const [i, s] of call.sightings.entries())
    requireNotAfterToday(s.seenOn, today, `sightings.${i}.seenOn`);
  return db.transaction(async (tx) => {
    const out: SightingOutcome[] = [];
    for (const s of call.sightings) {
      if (!(await recordSighting(tx, s))) {
        out.push({ imei: s.imei, new: false, discoveredDeviceId: null });
        continue;
      }
      const sub = await subscriptionWithPhone(tx, s.phoneNumber);
      let discoveredDeviceId: number | null = null;
      if (sub && !(await customerKnowsImei(tx, sub.accountId, s.imei))) {
        discoveredDeviceId = await createDiscoveredDevice(tx, {
          accountId: sub.accountId,
          source: 'network',
          imei: s.imei,
          description: s.deviceName ?? UNKNOWN_DEVICE,
          vendorName: s.vendor ?? null,
          classId: MOBILE_CLASS,
          catalogId: sub.catalogId,
          subscriptionId: sub.id,
          phoneNumber: s.phoneNumber,
          seenOn: s.seenOn,
          orderLineId: null,
        });
        await linkSighting(tx, s, discoveredDeviceId);
      }
      out.push({ imei: s.imei, new: true, discoveredDeviceId });
    }
    return out;
  });
}
