import type { GraphQLSchema } from 'graphql';

/** Root fields (Query, Mutation) that do not declare their own auth scopes. */
export function rootFieldsWithoutScopes(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
      if (!options?.authScopes) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

/** Every root field name, for the authorization matrix. */
export function rootFieldNames(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
    t ? Object.keys(t.getFields()).map((f) => `${t.name}.${f}`) : [],
  );
}
