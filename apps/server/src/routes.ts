import { identityProviderRoutes } from './auth/identity-provider/routes.ts';
import type { RouteModule } from './http/route-module.ts';
import { exportRoutes } from './modules/cost-control/exports/exports.routes.ts';
import { usageRoutes } from './modules/cost-control/usage/usage.routes.ts';
import { userDeductionRoutes } from './modules/cost-control/user-deductions/user-deductions.routes.ts';
import { deviceImportRoutes } from './modules/equipment/devices/device-import.routes.ts';
import { networkRoutes } from './modules/equipment/discovered/network.routes.ts';
import { guidelineRoutes } from './modules/equipment/guidelines/guidelines.routes.ts';
import { buyOutRoutes } from './modules/equipment/policies/buy-out.routes.ts';
import { policyImportRoutes } from './modules/equipment/policies/policy-import.routes.ts';
import { repairRoutes } from './modules/equipment/repair/repair.routes.ts';
import { demoShopRoutes } from './modules/equipment/webshop/demo-shop/demo-shop.routes.ts';
import { webshopRoutes } from './modules/equipment/webshop/webshop.routes.ts';
import { provisioningRoutes } from './modules/platform/provisioning/provisioning.routes.ts';
import { scimRoutes } from './modules/platform/scim/scim.routes.ts';
import { profileImageRoutes } from './modules/platform/session/profile-image.routes.ts';
import { sessionRoutes } from './modules/platform/session/session.routes.ts';

/** Every module's REST routes, registered under /api by buildApp (the customer's directory's under /scim/v2). */
export const routeModules: RouteModule[] = [
  identityProviderRoutes,
  sessionRoutes,
  profileImageRoutes,
  exportRoutes,
  usageRoutes,
  provisioningRoutes,
  networkRoutes,
  guidelineRoutes,
  buyOutRoutes,
  userDeductionRoutes,
  repairRoutes,
  deviceImportRoutes,
  policyImportRoutes,
  webshopRoutes,
  demoShopRoutes,
  scimRoutes,
];
