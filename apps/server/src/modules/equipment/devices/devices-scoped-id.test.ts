import { describe, expect, it } from 'vitest';
import type { Executor } from '../../../db/client.ts';
import { deleteDevice } from './devices.repository.ts';

describe('scoped ids of devices', () => {
  it('are refused by a write when they are bare numbers (a compile error, checked by tsc in npm run check)', () => {
    const db = {} as Executor;
    // @ts-expect-error a device's id comes from requireDevice
    const writes = () => void deleteDevice(db, 7);
    expect(typeof writes).toBe('function');
  });
});
