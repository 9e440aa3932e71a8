import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type {
  CreateFileExportMutationVariables,
  FileExportsQuery,
  ReportCreationInitialDataQuery,
  UpdateFileExportMutationVariables,
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

const exportsKey = (accountId: number | null) => ['fileExports', accountId] as const;

/** A download changes an export's Last export: read the lists again. */
export function useRefreshFileExports() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['fileExports'] });
}

export function useFileExports(accountId: number | null) {
  return useQuery({
    queryKey: exportsKey(accountId),
    queryFn: () => gqlRequest(FileExportsDocument, { accountID: accountId! }),
    select: (d) => d.fileExports,
    enabled: accountId !== null,
  });
}

/** What a month's file of an export leaves out (subscriptions without a person), for the export dialog. */
export function useFileExportLeftOut(fileExport: FileExport | null, period: string | null) {
  return useQuery({
    queryKey: [...exportsKey(fileExport?.accountID ?? null), 'leftOut', period],
    queryFn: () =>
      gqlRequest(FileExportLeftOutDocument, { accountID: fileExport!.accountID, period: period! }),
    select: (d) => d.fileExports.find((e) => e.ID === fileExport?.ID)?.leftOut ?? null,
    enabled: fileExport !== null && period !== null,
  });
}

export function useReportCreationInitialData(accountId: number | null) {
  return useQuery({
    queryKey: ['reportCreationInitialData', accountId],
    queryFn: () => gqlRequest(ReportCreationInitialDataDocument, { accountID: accountId! }),
    select: (d) => d.reportCreationInitialData,
    enabled: accountId !== null,
  });
}

/** Create, save and delete; each refreshes the account's list. */
export function useFileExportMutations(accountId: number | null) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: exportsKey(accountId) });
  return {
    create: useMutation({
      mutationFn: (variables: CreateFileExportMutationVariables) =>
        gqlRequest(CreateFileExportDocument, variables),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (variables: UpdateFileExportMutationVariables) =>
        gqlRequest(UpdateFileExportDocument, variables),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (fileExportID: number) => gqlRequest(RemoveFileExportDocument, { fileExportID }),
      onSuccess: refresh,
    }),
  };
}
