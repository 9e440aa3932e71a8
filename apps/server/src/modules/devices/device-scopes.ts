/** 001 §6: equipment screens need the Equipment service and ConnectEquipmentOverview or ConnectGlobalAdmin, as policies do. */
export { id, policyScopes as deviceScopes } from '../policies/policies.graphql.ts';
