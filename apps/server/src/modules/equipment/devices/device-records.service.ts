/**
 * What other modules read and write of devices with no rule beyond the repository's own scoping: the discovered
 * devices and the webshop make and change devices and their events; the benchmarks page through them.
 */
export { type FieldChange, insertEvents, type NewDeviceEvent } from './device-events.repository.ts';
export {
  DEVICE_SORTS,
  type DeviceRow,
  type DeviceSort,
  insertDevice,
  newDeviceValues,
  personOfAccountCustomer,
  requireDevice,
} from './devices.repository.ts';
