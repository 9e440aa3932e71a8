import { graphql } from '../../../gql/index.ts';

/** The documents of the equipment users tab (001 §7 users, user, devices, updateDevices). */

graphql(`
  fragment EquipmentUserFields on EquipmentUser {
    bnUser {
      catalogID
      firstName
      lastName
      bnMobile
      bnDepartmentName
      bnCompany
    }
    policyID
    policyName
    mobileCount
    otherCount
  }
`);

export const EquipmentUsersQuery = graphql(`
  query EquipmentUsers(
    $accountID: Int!
    $includeSubAccounts: Boolean
    $searchText: String
    $sortType: EquipmentUserSort
    $limit: Int
    $offset: Int
  ) {
    users(
      accountID: $accountID
      includeSubAccounts: $includeSubAccounts
      searchText: $searchText
      sortType: $sortType
      limit: $limit
      offset: $offset
    ) {
      count
      users {
        ...EquipmentUserFields
      }
    }
  }
`);

export const EquipmentUserQuery = graphql(`
  query EquipmentUser($accountID: Int!, $catalogId: Int!) {
    user(accountID: $accountID, catalogId: $catalogId) {
      ...EquipmentUserFields
    }
  }
`);

/** Every device of the person, whatever its date or state (the side panel's Devices tab). */
export const UserDevicesQuery = graphql(`
  query UserDevices($accountID: Int!, $catalogID: Int!) {
    devices(accountID: $accountID, catalogID: $catalogID, includeSubAccounts: true, limit: 500) {
      devices {
        ...DeviceFields
        class {
          properties {
            id
            name
          }
        }
      }
    }
  }
`);

export const UpdateDevicesMutation = graphql(`
  mutation UpdateDevices($accountID: Int!, $inputs: [DeviceUpdateInput!]!) {
    updateDevices(accountID: $accountID, inputs: $inputs) {
      ID
      version
    }
  }
`);
