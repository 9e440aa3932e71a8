import { graphql } from '../../../gql/index.ts';

/** Whether the person's policy offers repairs (the Request repair button), and their phones for the form. */
export const RepairRequestOptionsQuery = graphql(`
  query RepairRequestOptions($catalogID: Int) {
    repairRequestOptions(catalogID: $catalogID) {
      allowed
      catalogID
      devices {
        ID
        description
        vendorName
        orderedAt
        orderNumber
        imei
        serialNumber
      }
    }
  }
`);
