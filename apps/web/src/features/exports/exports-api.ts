import { useGqlMutation, useGqlQuery } from '../../api/gql-hooks.ts';
import type {
  CreateFileExportMutationVariables,
  FileExportsQuery,
  ReportCreationInitialDataQuery,
} from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

export type FileExport = FileExportsQuery['fileExports'][number];
export type InitialData = ReportCreationInitialDataQuery['reportCreationInitialData'];
/** The definition's fields as both mutations take them. */
export type DraftVariables = Omit<CreateFileExportMutationVariables, 'accountID'>;

const FileExportsDocument = graphql(`
  query FileExports($accountID: Int!) {
    fileExports(accountID: $accountID) {
      ID
      accountID
      description
      filterAccountIDs
      filterBillingGroupIDs
      filterPaymentProfileID
      fileFormat
      separator
      quoteStyle
      encoding
      useHeader
      showAllUsers
      useAutoSend
      autoSendDay
      autoSendToEmail
      amountSign
      decimalSeparator
      thousandSeparator
      lastExport
      version
      columns {
        ID
        name
        mapsToID
        order
        defaultValue
      }
      lastAutoSend {
        period
        status
        reason
        at
      }
    }
  }
`);

const ReportCreationInitialDataDocument = graphql(`
  query ReportCreationInitialData($accountID: Int!) {
    reportCreationInitialData(accountID: $accountID) {
      paymentProfiles {
        ID
        description
      }
      exportMappingFields {
        ID
        name
      }
      customColumnFields {
        ID
        name
        fieldType
        defaultValue
      }
    }
  }
`);

const CreateFileExportDocument = graphql(`
  mutation CreateFileExport(
    $accountID: Int!
    $description: String!
    $filterAccountIDs: [Int!]
    $filterBillingGroupIDs: [Int!]
    $filterPaymentProfileID: Int
    $fileFormat: String
    $separator: String
    $quoteStyle: String
    $encoding: String
    $useHeader: Boolean
    $showAllUsers: Boolean
    $useAutoSend: Boolean
    $autoSendDay: Int
    $autoSendToEmail: String
    $amountSign: String
    $decimalSeparator: String
    $thousandSeparator: String
    $columns: [FileExportColumnInput!]!
  ) {
    createFileExport(
      accountID: $accountID
      description: $description
      filterAccountIDs: $filterAccountIDs
      filterBillingGroupIDs: $filterBillingGroupIDs
      filterPaymentProfileID: $filterPaymentProfileID
      fileFormat: $fileFormat
      separator: $separator
      quoteStyle: $quoteStyle
      encoding: $encoding
      useHeader: $useHeader
      showAllUsers: $showAllUsers
      useAutoSend: $useAutoSend
      autoSendDay: $autoSendDay
      autoSendToEmail: $autoSendToEmail
      amountSign: $amountSign
      decimalSeparator: $decimalSeparator
      thousandSeparator: $thousandSeparator
      columns: $columns
    ) {
      ID
    }
  }
`);

const UpdateFileExportDocument = graphql(`
  mutation UpdateFileExport(
    $ID: Int!
    $accountID: Int!
    $version: Int!
    $description: String!
    $filterAccountIDs: [Int!]
    $filterBillingGroupIDs: [Int!]
    $filterPaymentProfileID: Int
    $fileFormat: String
    $separator: String
    $quoteStyle: String
    $encoding: String
    $useHeader: Boolean
    $showAllUsers: Boolean
    $useAutoSend: Boolean
    $autoSendDay: Int
    $autoSendToEmail: String
    $amountSign: String
    $decimalSeparator: String
    $thousandSeparator: String
    $columns: [FileExportColumnInput!]!
  ) {
    updateFileExport(
      ID: $ID
      accountID: $accountID
      version: $version
      description: $description
      filterAccountIDs: $filterAccountIDs
      filterBillingGroupIDs: $filterBillingGroupIDs
      filterPaymentProfileID: $filterPaymentProfileID
      fileFormat: $fileFormat
      separator: $separator
      quoteStyle: $quoteStyle
      encoding: $encoding
      useHeader: $useHeader
      showAllUsers: $showAllUsers
      useAutoSend: $useAutoSend
      autoSendDay: $autoSendDay
      autoSendToEmail: $autoSendToEmail
      amountSign: $amountSign
      decimalSeparator: $decimalSeparator
      thousandSeparator: $thousandSeparator
      columns: $columns
    ) {
      ID
      version
    }
  }
`);

const RemoveFileExportDocument = graphql(`
  mutation RemoveFileExport($fileExportID: Int!) {
    removeFileExport(fileExportID: $fileExportID) {
      ID
      description
    }
  }
`);

export function useFileExports(accountId: number | null) {
  return useGqlQuery(FileExportsDocument, accountId === null ? null : { accountID: accountId }, {
    select: (d) => d.fileExports,
  });
}

export function useReportCreationInitialData(accountId: number | null) {
  return useGqlQuery(
    ReportCreationInitialDataDocument,
    accountId === null ? null : { accountID: accountId },
    {
      select: (d) => d.reportCreationInitialData,
    },
  );
}

/** Create, save and delete; `changes.ts` refreshes the lists after each. */
export function useFileExportMutations() {
  return {
    create: useGqlMutation(CreateFileExportDocument),
    update: useGqlMutation(UpdateFileExportDocument),
    remove: useGqlMutation(RemoveFileExportDocument),
  };
}
