/** Roles a person can hold; they come from the session. */
export const Role = {
  CostControl: 'CostControl',
  ConnectGlobalAdmin: 'ConnectGlobalAdmin',
  Impersonation: 'Impersonation',
  ConnectEquipmentOverview: 'ConnectEquipmentOverview',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: readonly Role[] = Object.values(Role);

/** Services are enabled per customer. */
export const Service = { Equipment: 'connectequipment' } as const;
export type Service = (typeof Service)[keyof typeof Service];
export const ALL_SERVICES: readonly Service[] = Object.values(Service);

/** Roles that see the account selector (000 §6). */
export const ACCOUNT_SELECTOR_ROLES: readonly Role[] = [
  Role.CostControl,
  Role.ConnectGlobalAdmin,
  Role.ConnectEquipmentOverview,
];

export const COST_CONTROL_ROLES: readonly Role[] = [Role.CostControl, Role.ConnectGlobalAdmin];
export const CUSTOMER_SOLUTION_ROLES: readonly Role[] = [Role.Impersonation, Role.ConnectGlobalAdmin];
export const EQUIPMENT_ROLES: readonly Role[] = [Role.ConnectEquipmentOverview, Role.ConnectGlobalAdmin];

export function hasAnyRole(roles: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => roles.includes(r));
}

/** 000 §6: the account selector needs one of its roles; the webshop's selector also needs the Equipment service. */
export function accessFlags(roles: readonly string[], services: readonly string[]) {
  const accountSelector = hasAnyRole(roles, ACCOUNT_SELECTOR_ROLES);
  return {
    hasAccessToAccountSelector: accountSelector,
    hasAccessToWebshopAccountSelector: accountSelector && services.includes(Service.Equipment),
  };
}
