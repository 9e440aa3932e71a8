import {
  COST_CONTROL_ROLES,
  CUSTOMER_SOLUTION_ROLES,
  EQUIPMENT_ROLES,
  hasAnyRole,
  Role,
  Service,
} from '@connect/shared';

/** Who a route or menu entry is for: any one of the roles, and any one of the services, when given. */
export type Access = { anyRole?: readonly Role[]; anyService?: readonly Service[] };
export type Holder = { roles: readonly string[]; services: readonly string[] };

export function allows(access: Access, holder: Holder): boolean {
  return (
    (!access.anyRole || hasAnyRole(holder.roles, access.anyRole)) &&
    (!access.anyService || access.anyService.some((s) => holder.services.includes(s)))
  );
}

const costControl: Access = { anyRole: COST_CONTROL_ROLES };

/** The main menu of 000 §2 and 002 §6, in its order; the routes are guarded by the same rules. */
export const MENU = [
  { key: 'dashboard', path: '/dashboard', access: costControl },
  { key: 'paymentProfiles', path: '/payment-profiles', access: costControl },
  { key: 'users', path: '/users', access: costControl },
  { key: 'reports', path: '/reports', access: costControl },
  { key: 'customerSolutions', path: '/impersonation', access: { anyRole: CUSTOMER_SOLUTION_ROLES } },
  {
    key: 'equipment',
    path: '/equipment',
    access: { anyRole: EQUIPMENT_ROLES, anyService: [Service.Equipment] },
  },
  {
    key: 'policies',
    path: '/policies',
    access: { anyRole: EQUIPMENT_ROLES, anyService: [Service.Equipment] },
  },
  { key: 'webshop', path: '/webshop', access: { anyService: [Service.Equipment] } },
  /** Who from the provider acted in the company: the company's own administrators (issue 16). */
  {
    key: 'impersonationLog',
    path: '/impersonation-log',
    access: { anyRole: [Role.CostControl, Role.ConnectEquipmentOverview] },
  },
  /** The company's directory (SCIM): its administrators, provider staff acting as one (issue 30). */
  {
    key: 'integrations',
    path: '/integrations',
    access: { anyRole: [Role.CostControl, Role.ConnectEquipmentOverview] },
  },
  /** The employee's own page: everyone's, and where a person with no role lands. */
  { key: 'home', path: '/home', access: {} },
] as const satisfies readonly { key: string; path: string; access: Access }[];

export type MenuKey = (typeof MENU)[number]['key'];

export function menuEntry(key: MenuKey) {
  return MENU.find((e) => e.key === key)!;
}

export function visibleMenu(holder: Holder) {
  return MENU.filter((e) => allows(e.access, holder));
}

/**
 * Where an unknown path, or a screen the person may not see, leads: the first menu entry they may open; for a person
 * with no role (an employee), their own page.
 */
export function firstAllowedTarget(holder: Holder): string | null {
  if (holder.roles.length === 0) return menuEntry('home').path;
  return visibleMenu(holder)[0]?.path ?? null;
}
