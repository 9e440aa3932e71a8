import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type { UsageReportItemInput, UsageReportQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

export type UsageReport = UsageReportQuery['usageReport'];
export type UsageReportItem = UsageReport['items'][number];

const UsageReportDocument = graphql(`
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

const ReportUsageDocument = graphql(`
  mutation ReportUsage($token: String!, $items: [UsageReportItemInput!]!) {
    reportUsage(token: $token, items: $items) {
      period
    }
  }
`);

export function useUsageReport(token: string) {
  return useQuery({
    queryKey: ['usageReport', token],
    queryFn: () => gqlRequest(UsageReportDocument, { token }),
    select: (d) => d.usageReport,
    // A link that is not the person's own answers NOT_FOUND: the page says so itself.
    meta: { silentErrors: true },
  });
}

export function useReportUsage(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: UsageReportItemInput[]) => gqlRequest(ReportUsageDocument, { token, items }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['usageReport', token] }),
  });
}

/** The key of an item of the report: its category and description. */
export const itemKey = (i: { categoryGroupID: number; description: string }) =>
  `${i.categoryGroupID}\u0000${i.description}`;
