import { graphql } from '../../../gql/index.ts';

/** The vendors of the customer's devices (001 §2 Vendors, §7). */

export const DeviceVendorsQuery = graphql(`
  query DeviceVendors($accountID: Int!, $includeSubAccounts: Boolean, $search: String, $limit: Int, $offset: Int) {
    deviceVendors(
      accountID: $accountID
      includeSubAccounts: $includeSubAccounts
      search: $search
      limit: $limit
      offset: $offset
    ) {
      ID
      name
      deviceCount
    }
  }
`);

/** The most vendors one answer holds: the chooser of the devices list and the vendor panel ask for all of them. */
const ALL_VENDORS = 500;

/** Every vendor of an account (with its sub accounts or not), as the devices list, its start and the panel ask. */
export const allVendorsVariables = (accountId: number, includeSubAccounts: boolean) => ({
  accountID: accountId,
  includeSubAccounts,
  limit: ALL_VENDORS,
});

export const CreateDeviceVendorMutation = graphql(`
  mutation CreateDeviceVendor($name: String!) {
    createDeviceVendor(name: $name) {
      ID
      name
      deviceCount
    }
  }
`);

export const UpdateDeviceVendorMutation = graphql(`
  mutation UpdateDeviceVendor($ID: Int!, $name: String!) {
    updateDeviceVendor(ID: $ID, name: $name) {
      ID
      name
      deviceCount
    }
  }
`);

export const RemoveDeviceVendorMutation = graphql(`
  mutation RemoveDeviceVendor($ID: Int!) {
    removeDeviceVendor(ID: $ID)
  }
`);
