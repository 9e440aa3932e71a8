import { Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The purchase history comes below the employee's costs and policy on /home and /webshop, and its code (the virtual
 * table with its scroller, the switch, the cards: a dozen files) is not on their way: on a phone-like line the
 * screens' first paint waited for it. It loads as the screen first renders, while its lines are already asked for
 * (app/screen-data.ts).
 */
const PurchaseHistory = lazy(() =>
  import('./purchase-history.tsx').then((m) => ({ default: m.PurchaseHistory })),
);

export function PurchaseHistorySection(props: ComponentProps<typeof PurchaseHistory>) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <PurchaseHistory {...props} />
    </Suspense>
  );
}
