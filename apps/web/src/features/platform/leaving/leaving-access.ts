import { COST_CONTROL_ROLES, EQUIPMENT_ROLES, hasAnyRole, Role, Service } from '@connect/shared';
import type { Access, Holder } from '../../../app/access.ts';

/** Who opens Leaving: a cost-control or an equipment admin, as the server's leaving operations allow. */
export const LEAVING_ACCESS: Access = {
  anyRole: [Role.CostControl, Role.ConnectGlobalAdmin, Role.ConnectEquipmentOverview],
};

/** Subscriptions are decided by cost control, devices and the policy by equipment admins (docs/LEAVING.md). */
export function leavingRights(holder: Holder) {
  return {
    subscriptions: hasAnyRole(holder.roles, COST_CONTROL_ROLES),
    devices: hasAnyRole(holder.roles, EQUIPMENT_ROLES) && holder.services.includes(Service.Equipment),
  };
}
