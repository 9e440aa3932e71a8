import { PAGE_SIZE } from '@connect/shared';
import type { DevicesQuery as DevicesAnswer } from '../../../gql/graphql.ts';
import { type DeviceFilters, purchasedRange } from './device-filters.ts';

/** Whose devices the list shows: an account, with its sub accounts or not. */
export type DeviceScope = { accountId: number; includeSubAccounts: boolean };

/** The scope as the devices questions name it; the header's question is this alone. */
export const deviceOwnerVariables = ({ accountId, includeSubAccounts }: DeviceScope) => ({
  accountID: accountId,
  includeSubAccounts,
});

/**
 * The devices list's question for a scope, its filters (from the address), the search text and the language: one
 * source for the list (devices-tab.tsx) and its question at the app's start (equipment-data.ts), so that the list
 * finds the answer asked for before its code came.
 */
export function deviceListVariables(
  scope: DeviceScope,
  filters: DeviceFilters,
  search: string,
  language: string,
) {
  const range = purchasedRange(filters);
  return {
    ...deviceOwnerVariables(scope),
    search: search || null,
    isActive: filters.status === null ? null : filters.status === 'active',
    vendorIDs: filters.vendorIds.length ? filters.vendorIds : null,
    classIDs: filters.classIds.length ? filters.classIds : null,
    sources: filters.sources.length ? filters.sources : null,
    warrantyEndsWithinMonths: filters.warrantyMonths,
    fromDate: range?.from ?? null,
    toDate: range?.to ?? null,
    sortBy: filters.sort,
    // Sort by Type follows the class name shown, which is the language's.
    language,
  };
}

/** The list's pages: a page of PAGE_SIZE, counted by the last page read. */
export const DEVICE_PAGES = {
  pageSize: PAGE_SIZE,
  rows: (page: DevicesAnswer) => page.devices.devices,
  totalCount: (page: DevicesAnswer) => page.devices.totalCount,
};
