import type { RouteModule } from './app.ts';

/** Every module's REST routes, registered under /api by buildApp. */
export const routeModules: RouteModule[] = [];
