import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type {
  CreateFileExportMutationVariables,
  FileExportsQuery,
  ReportCreationInitialDataQuery,
} from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

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
      preset
      payrollRunNumber
      payrollMonthOffset
      payrollClientNumber
      wageTypes {
        amount
        wageType
      }
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
    $preset: String
    $wageTypes: [FileExportWageTypeInput!]
    $payrollRunNumber: Int
    $payrollMonthOffset: Int
    $payrollClientNumber: String
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
      preset: $preset
      wageTypes: $wageTypes
      payrollRunNumber: $payrollRunNumber
      payrollMonthOffset: $payrollMonthOffset
      payrollClientNumber: $payrollClientNumber
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
    $preset: String
    $wageTypes: [FileExportWageTypeInput!]
    $payrollRunNumber: Int
    $payrollMonthOffset: Int
    $payrollClientNumber: String
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
      preset: $preset
      wageTypes: $wageTypes
      payrollRunNumber: $payrollRunNumber
      payrollMonthOffset: $payrollMonthOffset
      payrollClientNumber: $payrollClientNumber
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

const FileExportLeftOutDocument = graphql(`
  query FileExportLeftOut($accountID: Int!, $period: Period!) {
    fileExports(accountID: $accountID) {
      ID
      leftOut(period: $period) {
        count
        totalString
        deductedString
      }
    }
  }
`);

/** What a month's file of an export leaves out (subscriptions without a person), for the export dialog. */
export function useFileExportLeftOut(fileExport: FileExport | null, period: string | null) {
  return useGqlQuery(
    FileExportLeftOutDocument,
    fileExport === null || period === null ? null : { accountID: fileExport.accountID, period },
    { select: (d) => d.fileExports.find((e) => e.ID === fileExport?.ID)?.leftOut ?? null },
  );
}

const FileExportWarningsDocument = graphql(`
  query FileExportWarnings($accountID: Int!, $period: Period!) {
    fileExports(accountID: $accountID) {
      ID
      warnings(period: $period) {
        reason
        name
        phoneNumber
        amountString
      }
    }
  }
`);

/** Who a month's payroll preset file leaves out (no usable employee number), for the export dialog. */
export function useFileExportWarnings(fileExport: FileExport | null, period: string | null) {
  const asked = fileExport !== null && fileExport.preset !== 'free' && period !== null;
  return useGqlQuery(FileExportWarningsDocument, asked ? { accountID: fileExport.accountID, period } : null, {
    select: (d) => d.fileExports.find((e) => e.ID === fileExport?.ID)?.warnings ?? [],
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
