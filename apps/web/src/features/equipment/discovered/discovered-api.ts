import { graphql } from '../../../gql/index.ts';

/** The documents of the Newly discovered panel (001 §7); the panel runs them through api/gql-hooks. */

export const DiscoveredDevicesQuery = graphql(`
  query DiscoveredDevices(
    $accountID: Int!
    $includeSubAccounts: Boolean
    $dismissedDevices: Boolean
    $sortBy: DiscoveredDeviceSort
    $limit: Int
    $offset: Int
  ) {
    discoveredDevices(
      accountID: $accountID
      includeSubAccounts: $includeSubAccounts
      dismissedDevices: $dismissedDevices
      sortBy: $sortBy
      limit: $limit
      offset: $offset
    ) {
      deviceCount
      devices {
        ID
        accountID
        source
        description
        vendorName
        imei
        createdAt
        dismissedAt
        class {
          ...DeviceClassFields
        }
        user {
          catalogID
          firstName
          lastName
          phoneNumber
        }
      }
    }
  }
`);

export const AllocateDeviceMutation = graphql(`
  mutation AllocateDevice($accountId: Int!, $discoveredDeviceID: Int!, $catalogId: Int) {
    allocateDevice(accountId: $accountId, discoveredDeviceID: $discoveredDeviceID, catalogId: $catalogId) {
      ID
    }
  }
`);

export const AllocateDevicesMutation = graphql(`
  mutation AllocateDevices($accountID: Int!, $discoveredDeviceIDs: [Int!]!) {
    allocateDevices(accountID: $accountID, discoveredDeviceIDs: $discoveredDeviceIDs)
  }
`);

export const DismissDiscoveredDevicesMutation = graphql(`
  mutation DismissDiscoveredDevices($accountID: Int!, $discoveredDeviceIDs: [Int!]!) {
    dismissDiscoveredDevices(accountID: $accountID, discoveredDeviceIDs: $discoveredDeviceIDs)
  }
`);

export const UpdateDeviceFromDiscoveredMutation = graphql(`
  mutation UpdateDeviceFromDiscovered($accountID: Int!, $discoveredDeviceID: Int!) {
    updateDeviceFromDiscovered(accountID: $accountID, discoveredDeviceID: $discoveredDeviceID) {
      ID
    }
  }
`);
