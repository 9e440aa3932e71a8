import './graphql/scalars.ts';
import './modules/platform/accounts/accounts.graphql.ts';
import './modules/platform/customer-solutions/customer-solutions.graphql.ts';
import './modules/platform/customer-solutions/configs.graphql.ts';
import './modules/platform/customer-solutions/config-users.graphql.ts';
import './modules/platform/leaving/leaving.graphql.ts';
import './modules/platform/leaving/leaving-decisions.graphql.ts';
import './modules/cost-control/cost/closed-months.graphql.ts';
import './modules/cost-control/custom-fields/custom-fields.graphql.ts';
import './modules/cost-control/dashboard/dashboard.graphql.ts';
import './modules/cost-control/dashboard-alerts/dashboard-alerts.graphql.ts';
import './modules/cost-control/deduction-consent/terms.graphql.ts';
import './modules/cost-control/exports/exports.graphql.ts';
import './modules/equipment/guidelines/guidelines.graphql.ts';
import './modules/platform/impersonation-log/impersonation-log.graphql.ts';
import './modules/cost-control/outbox/outbox.graphql.ts';
import './modules/cost-control/payment-profiles/deduct-filters.graphql.ts';
import './modules/cost-control/payment-profiles/members.graphql.ts';
import './modules/cost-control/payment-profiles/profiles.graphql.ts';
import './modules/cost-control/payment-profiles/rules.graphql.ts';
import './modules/equipment/policies/policies.graphql.ts';
import './modules/equipment/policies/members.graphql.ts';
import './modules/equipment/policies/new-employee-rules.graphql.ts';
import './modules/equipment/devices/devices.graphql.ts';
import './modules/equipment/devices/vendors.graphql.ts';
import './modules/equipment/discovered/discovered.graphql.ts';
import './modules/equipment/repair/repair.graphql.ts';
import './modules/equipment/equipment-users/equipment-users.graphql.ts';
import './modules/equipment/webshop/webshop.graphql.ts';
import './modules/equipment/employee-home/employee-home.graphql.ts';
import './modules/cost-control/reports/reports.graphql.ts';
import './modules/platform/scim/scim.graphql.ts';
import './modules/cost-control/subscriptions/billing-group-move.graphql.ts';
import './modules/cost-control/subscriptions/subscriptions.graphql.ts';
import './modules/cost-control/usage-report/usage-report.graphql.ts';
import { builder } from './graphql/builder.ts';
import { recordChangedNames } from './modules/platform/impersonation-log/mutation-audit.ts';

/**
 * Every module's GraphQL file is imported above; the schema is built once from all of them and handed to the endpoint
 * (graphql/endpoint.ts) by app.ts. Its mutations keep the name of what they changed for the impersonation log
 * (recordChangedNames).
 */
export const schema = recordChangedNames(builder.toSchema({ sortSchema: true }));
