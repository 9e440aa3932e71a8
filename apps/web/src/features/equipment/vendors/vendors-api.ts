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
