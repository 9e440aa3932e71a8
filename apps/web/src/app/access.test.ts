import { describe, expect, it } from 'vitest';
import { allows, firstAllowedTarget, MENU, menuEntry, visibleMenu } from './access.ts';

const equipment = ['connectequipment'];
const people = {
  provider: { roles: ['Impersonation', 'ConnectGlobalAdmin'], services: [] },
  admin: { roles: ['CostControl', 'ConnectEquipmentOverview'], services: equipment },
  costControl: { roles: ['CostControl'], services: equipment },
  employee: { roles: [], services: equipment },
  employeeWithoutEquipment: { roles: [], services: [] },
  equipmentRoleWithoutService: { roles: ['ConnectEquipmentOverview'], services: [] },
};

const keys = (holder: { roles: string[]; services: string[] }) => visibleMenu(holder).map((e) => e.key);

describe('menu and route access (000 §2, §6; 002 §6)', () => {
  it('cost control screens need CostControl or ConnectGlobalAdmin', () => {
    for (const key of ['dashboard', 'paymentProfiles', 'users', 'reports'] as const) {
      expect(allows(menuEntry(key).access, people.costControl)).toBe(true);
      expect(allows(menuEntry(key).access, people.provider)).toBe(true);
      expect(allows(menuEntry(key).access, people.employee)).toBe(false);
    }
  });

  it('equipment and policies need an equipment role AND the Equipment service', () => {
    for (const key of ['equipment', 'policies'] as const) {
      expect(allows(menuEntry(key).access, people.admin)).toBe(true);
      expect(allows(menuEntry(key).access, people.equipmentRoleWithoutService)).toBe(false);
      expect(allows(menuEntry(key).access, people.employee)).toBe(false);
      expect(allows(menuEntry(key).access, { roles: ['ConnectGlobalAdmin'], services: equipment })).toBe(
        true,
      );
    }
  });

  it('each person sees the menu entries the rules allow', () => {
    expect(keys(people.provider)).toEqual([
      'dashboard',
      'paymentProfiles',
      'users',
      'reports',
      'customerSolutions',
      'home',
    ]);
    expect(keys(people.admin)).toEqual([
      'dashboard',
      'paymentProfiles',
      'users',
      'reports',
      'equipment',
      'policies',
      'webshop',
      'impersonationLog',
      'integrations',
      'home',
    ]);
    expect(keys(people.costControl)).toEqual([
      'dashboard',
      'paymentProfiles',
      'users',
      'reports',
      'webshop',
      'impersonationLog',
      'integrations',
      'home',
    ]);
    expect(keys(people.employee)).toEqual(['webshop', 'home']);
    expect(keys(people.employeeWithoutEquipment)).toEqual(['home']);
  });

  it('an unknown path leads to the first allowed entry; a person with no role lands on their own page', () => {
    expect(firstAllowedTarget(people.admin)).toBe('/dashboard');
    expect(firstAllowedTarget(people.provider)).toBe('/dashboard');
    expect(firstAllowedTarget(people.employee)).toBe('/home');
    expect(firstAllowedTarget(people.employeeWithoutEquipment)).toBe('/home');
  });

  it('customer solutions live under /impersonation', () => {
    expect(MENU.find((e) => e.key === 'customerSolutions')?.path).toBe('/impersonation');
  });
});
