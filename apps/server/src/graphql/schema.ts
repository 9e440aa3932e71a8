import './scalars.ts';
import '../modules/accounts/accounts.graphql.ts';
import { builder } from './builder.ts';

/** Every module's GraphQL file is imported above; the schema is built once from all of them. */
export const schema = builder.toSchema({ sortSchema: true });
