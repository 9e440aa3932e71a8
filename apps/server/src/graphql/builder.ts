import { hasAnyRole, type Role, type Service } from '@connect/shared';
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { AppError } from '../errors.ts';
import type { Context } from './context.ts';

/**
 * Scopes a field can ask for. Query and Mutation require `authenticated` on every field (deny by default), and
 * each root field names its own scopes too: `test/schema-auth.test.ts` fails a root field that does not.
 */
export type AuthScopes = {
  /** Any logged-in person. */
  authenticated: boolean;
  /** Holds at least one of these roles. */
  anyRole: readonly Role[];
  /** The caller's customer has this service enabled. */
  service: Service;
  /** Provider staff acting as themselves with the impersonation feature. */
  impersonator: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    Date: { Input: string; Output: string };
    Period: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date | string };
  };
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (ctx) => {
      const p = ctx.principal;
      return {
        authenticated: !!p,
        anyRole: (roles) => !!p && hasAnyRole(p.roles, roles),
        service: (service) => !!p && p.services.includes(service),
        impersonator:
          !!p && p.impersonation === null && hasAnyRole(p.roles, ['Impersonation', 'ConnectGlobalAdmin']),
      };
    },
    unauthorizedError: (_parent, ctx) =>
      ctx.principal ? AppError.forbidden() : AppError.unauthenticated('Your session is invalid.'),
  },
  validation: {
    validationError: (failure) => {
      const issue = failure.issues[0];
      const path = issue?.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.');
      return AppError.badInput(
        issue?.message ?? 'The input is not valid.',
        path ? { field: path } : undefined,
      );
    },
  },
});

builder.queryType({ authScopes: { authenticated: true } });
builder.mutationType({ authScopes: { authenticated: true } });
