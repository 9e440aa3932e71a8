import type { ImpersonationKind, Role, Service } from '@connect/shared';

/** Who is calling: read from the portal's token and its session row on every request. */
export type Principal = {
  sessionId: string;
  /** The person the session acts as (for a customer impersonation: the provider person). */
  catalogId: number;
  /** The customer whose data the session works on. */
  customerId: number;
  customerName: string;
  roles: Role[];
  services: Service[];
  /** The provider person behind an impersonation; null when people act as themselves. */
  actingCatalogId: number | null;
  impersonation: ImpersonationKind | null;
  maxIdleSeconds: number;
  /**
   * The leaving date has passed (auth/leaving.ts): no role and no account applies, only the person's own employee
   * home page.
   */
  accessEnded: boolean;
};

export function isGlobalAdmin(p: Principal): boolean {
  return p.roles.includes('ConnectGlobalAdmin');
}
