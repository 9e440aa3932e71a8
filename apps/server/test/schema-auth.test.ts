import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/schema.ts';
import { rootFieldsWithoutScopes } from './schema-auth.ts';

describe('deny by default', () => {
  it('every root field of the schema declares who may call it', () => {
    expect(rootFieldsWithoutScopes(schema)).toEqual([]);
  });

  it('the check finds a root field without auth scopes', () => {
    const b = new SchemaBuilder<{ AuthScopes: { authenticated: boolean } }>({
      plugins: [ScopeAuthPlugin],
      scopeAuth: { authScopes: () => ({ authenticated: true }) },
    });
    b.queryType({});
    b.queryField('open', (t) => t.boolean({ resolve: () => true }));
    b.queryField('guarded', (t) => t.boolean({ authScopes: { authenticated: true }, resolve: () => true }));
    expect(rootFieldsWithoutScopes(b.toSchema())).toEqual(['Query.open']);
  });
});
