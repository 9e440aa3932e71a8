import { graphql } from '../../../gql/index.ts';

/** The GraphQL documents of the devices and vendors tabs (001 §7); the screens run them through api/gql-hooks. */

graphql(`
  fragment DeviceClassFields on DeviceClass {
    ID
    shortName
    nameEn
    nameEnPlural
    nameNo
    nameNoPlural
    icon
  }
`);

graphql(`
  fragment DeviceFields on Device {
    ID
    accountID
    description
    classID
    class {
      ...DeviceClassFields
    }
    vendor {
      ID
      name
    }
    catalogID
    bnUser {
      catalogID
      firstName
      lastName
      bnDepartmentName
      bnCompany
      bnMobile
    }
    source
    createdAt
    orderedAt
    orderNumber
    costPrice
    employeePaid
    active
    lost
    comment
    warrantyEndsAt
    properties {
      value
      property {
        id
        name
      }
    }
    returnedByEmployee {
      date
      previousEmployee
    }
    purchasedByEmployee {
      date
      bnUser
      costPrice
    }
    version
  }
`);

export const DevicesQuery = graphql(`
  query Devices(
    $accountID: Int!
    $classIDs: [Int!]
    $vendorIDs: [Int!]
    $sources: [DeviceSource!]
    $fromDate: Date
    $toDate: Date
    $isActive: Boolean
    $warrantyEndsWithinMonths: Int
    $includeSubAccounts: Boolean
    $search: String
    $sortBy: DeviceSort
    $language: String
    $limit: Int
    $offset: Int
  ) {
    devices(
      accountID: $accountID
      classIDs: $classIDs
      vendorIDs: $vendorIDs
      sources: $sources
      fromDate: $fromDate
      toDate: $toDate
      isActive: $isActive
      warrantyEndsWithinMonths: $warrantyEndsWithinMonths
      includeSubAccounts: $includeSubAccounts
      includePropertyValues: true
      search: $search
      sortBy: $sortBy
      language: $language
      limit: $limit
      offset: $offset
    ) {
      totalCount
      totalIsLowerBound
      devices {
        ...DeviceFields
      }
    }
  }
`);

export const DevicesHeaderQuery = graphql(`
  query DevicesHeader($accountID: Int!, $includeSubAccounts: Boolean) {
    devicesHeader(accountID: $accountID, includeSubAccounts: $includeSubAccounts) {
      ...DeviceClassFields
      deviceCount
    }
  }
`);

export const DeviceQuery = graphql(`
  query Device($accountId: Int!, $deviceId: Int!) {
    device(accountId: $accountId, deviceId: $deviceId) {
      ...DeviceFields
      buyoutRule {
        baseBuyoutRuleType
      }
    }
  }
`);

export const DeviceClassPropertiesQuery = graphql(`
  query DeviceClassProperties($classID: Int!) {
    deviceClassProperties(classID: $classID) {
      id
      name
      classID
      dataType
    }
  }
`);

export const CreateDeviceMutation = graphql(`
  mutation CreateDevice(
    $accountID: Int!
    $classID: Int!
    $vendorID: Int!
    $description: String!
    $catalogID: Int
    $orderedAt: Date
    $costPrice: Float
    $employeePaid: Float
    $comment: String
    $properties: [DevicePropertyInput!]
  ) {
    createDevice(
      accountID: $accountID
      classID: $classID
      vendorID: $vendorID
      description: $description
      catalogID: $catalogID
      orderedAt: $orderedAt
      costPrice: $costPrice
      employeePaid: $employeePaid
      comment: $comment
      properties: $properties
    ) {
      ...DeviceFields
    }
  }
`);

export const UpdateDeviceMutation = graphql(`
  mutation UpdateDevice($input: DeviceUpdateInput!) {
    updateDevice(input: $input) {
      ...DeviceFields
    }
  }
`);

export const RemoveDeviceMutation = graphql(`
  mutation RemoveDevice($accountId: Int!, $deviceId: Int!) {
    removeDevice(accountId: $accountId, deviceId: $deviceId)
  }
`);

export const DeviceEventsQuery = graphql(`
  query DeviceEvents($accountID: Int!, $deviceID: Int!, $limit: Int, $offset: Int) {
    deviceEvents(accountID: $accountID, deviceID: $deviceID, limit: $limit, offset: $offset) {
      totalCount
      events {
        ID
        createdAt
        eventType {
          name
          shortName
        }
        actor {
          firstName
          lastName
        }
        changes {
          field
          before
          after
          beforePerson {
            firstName
            lastName
          }
          afterPerson {
            firstName
            lastName
          }
        }
      }
    }
  }
`);
