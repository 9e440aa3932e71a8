import './graphql/scalars.ts';
import './modules/accounts/accounts.graphql.ts';
import './modules/customer-solutions/customer-solutions.graphql.ts';
import './modules/customer-solutions/configs.graphql.ts';
import './modules/customer-solutions/config-users.graphql.ts';
import './modules/cost/closed-months.graphql.ts';
import './modules/custom-fields/custom-fields.graphql.ts';
import './modules/dashboard/dashboard.graphql.ts';
import './modules/exports/exports.graphql.ts';
import './modules/guidelines/guidelines.graphql.ts';
import './modules/impersonation-log/impersonation-log.graphql.ts';
import './modules/outbox/outbox.graphql.ts';
import './modules/payment-profiles/deduct-filters.graphql.ts';
import './modules/payment-profiles/members.graphql.ts';
import './modules/payment-profiles/profiles.graphql.ts';
import './modules/payment-profiles/rules.graphql.ts';
import './modules/policies/policies.graphql.ts';
import './modules/policies/members.graphql.ts';
import './modules/devices/devices.graphql.ts';
import './modules/devices/vendors.graphql.ts';
import './modules/discovered/discovered.graphql.ts';
import './modules/repair/repair.graphql.ts';
import './modules/equipment-users/equipment-users.graphql.ts';
import './modules/webshop/webshop.graphql.ts';
import './modules/employee-home/employee-home.graphql.ts';
import './modules/reports/reports.graphql.ts';
import './modules/scim/scim.graphql.ts';
import './modules/subscriptions/subscriptions.graphql.ts';
import './modules/usage-report/usage-report.graphql.ts';
import { builder } from './graphql/builder.ts';
import { recordChangedNames } from './modules/impersonation-log/mutation-audit.ts';

/**
 * Every module's GraphQL file is imported above; the schema is built once from all of them and handed to the endpoint
 * (graphql/endpoint.ts) by app.ts. Its mutations keep the name of what they changed for the impersonation log
 * (recordChangedNames).
 */
export const schema = recordChangedNames(builder.toSchema({ sortSchema: true }));
