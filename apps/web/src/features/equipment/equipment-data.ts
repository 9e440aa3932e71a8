import { askAccountSelection } from '../../app/account-selection.ts';
import { askAhead, askPages } from '../../app/screen-data.ts';
import { storedLanguage } from '../../i18n/index.ts';
import { parseFilters } from './devices/device-filters.ts';
import { DEVICE_PAGES, deviceListVariables, deviceOwnerVariables } from './devices/device-list-query.ts';
import { DevicesHeaderQuery, DevicesQuery } from './devices/devices-api.ts';
import { SEARCH_PARAM, tabOf } from './equipment-search.ts';
import { allVendorsVariables, DeviceVendorsQuery } from './vendors/vendors-api.ts';

/**
 * The equipment screen's answers at the app's start (app/screen-data.ts), when it opens on the devices tab: the top
 * bar's accounts, then the list's first page as the address filters it, its header and its vendors.
 */
export async function askData() {
  if (tabOf(window.location.pathname) !== 'devices') return;
  const selection = await askAccountSelection();
  if (selection?.accountId == null) return;
  const scope = { accountId: selection.accountId, includeSubAccounts: selection.includeSubAccounts };
  askAhead(DevicesHeaderQuery, deviceOwnerVariables(scope));
  askAhead(DeviceVendorsQuery, allVendorsVariables(scope.accountId, scope.includeSubAccounts));
  const params = new URLSearchParams(window.location.search);
  const search = params.get(SEARCH_PARAM) ?? '';
  await askPages(
    DevicesQuery,
    deviceListVariables(scope, parseFilters(params), search, storedLanguage()),
    DEVICE_PAGES,
  );
}
