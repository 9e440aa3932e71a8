import type { InfiniteData } from '@tanstack/react-query';

type Row = {
  subscriptionID: number;
  paymentProfileID?: number | null;
  paymentProfileDescription?: string | null;
};
type Page<R extends Row> = { items: R[] };

/** The loaded pages with the chosen subscriptions moved to a profile (null: none of their own), nothing else changed. */
export function withProfile<R extends Row, P extends Page<R>>(
  data: InfiniteData<P>,
  subscriptionIds: ReadonlySet<number>,
  profile: { id: number; description: string } | null,
): InfiniteData<P> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((row) =>
        subscriptionIds.has(row.subscriptionID)
          ? {
              ...row,
              paymentProfileID: profile?.id ?? null,
              paymentProfileDescription: profile?.description ?? null,
            }
          : row,
      ),
    })),
  };
}
