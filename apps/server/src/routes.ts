import { identityProviderRoutes } from './auth/identity-provider/routes.ts';
import type { RouteModule } from './http/route-module.ts';
import { deviceImportRoutes } from './modules/devices/device-import.routes.ts';
import { networkRoutes } from './modules/discovered/network.routes.ts';
import { exportRoutes } from './modules/exports/exports.routes.ts';
import { guidelineRoutes } from './modules/guidelines/guidelines.routes.ts';
import { buyOutRoutes } from './modules/policies/buy-out.routes.ts';
import { policyImportRoutes } from './modules/policies/policy-import.routes.ts';
import { provisioningRoutes } from './modules/provisioning/provisioning.routes.ts';
import { repairRoutes } from './modules/repair/repair.routes.ts';
import { scimRoutes } from './modules/scim/scim.routes.ts';
import { profileImageRoutes } from './modules/session/profile-image.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { userDeductionRoutes } from './modules/user-deductions/user-deductions.routes.ts';
import { demoShopRoutes } from './modules/webshop/demo-shop/demo-shop.routes.ts';
import { webshopRoutes } from './modules/webshop/webshop.routes.ts';

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
