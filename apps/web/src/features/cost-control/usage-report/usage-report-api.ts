import { useGqlQuery } from '../../../api/gql-hooks.ts';
import type { UsageReportQuery } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

export type UsageReport = UsageReportQuery['usageReport'];
export type UsageReportItem = UsageReport['items'][number];

export const UsageReportDocument = graphql(`
  query UsageReport($token: String!) {
    usageReport(token: $token) {
      period
      subscriptionID
      phoneNumber
      firstName
      lastName
      profileDescription
      dueDate
      open
      mandatoryComment
      defaultReportMode
      items {
        categoryGroupID
        categoryGroupKey
        categoryGroupDescription
        description
        amount
        amountString
        usageType
        comment
        effectiveUsageType
      }
    }
  }
`);

export const ReportUsageDocument = graphql(`
  mutation ReportUsage($token: String!, $items: [UsageReportItemInput!]!) {
    reportUsage(token: $token, items: $items) {
      period
    }
  }
`);

export function useUsageReport(token: string) {
  return useGqlQuery(
    UsageReportDocument,
    { token },
    {
      select: (d) => d.usageReport,
      // A link that is not the person's own answers NOT_FOUND: the page says so itself.
      meta: { silentErrors: true },
    },
  );
}

/** The key of an item of the report: its category and description. */
export const itemKey = (i: { categoryGroupID: number; description: string }) =>
  `${i.categoryGroupID}\u0000${i.description}`;
