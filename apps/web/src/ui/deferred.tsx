import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children (a lazy drawer or dialog, `React.lazy`) from the first time `when` is true, and keeps them
 * after, so their code loads only when first asked for and a closing transition still plays. Keeps the screen's
 * first load small (issue 10 §7, `npm run budget`).
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [asked, setAsked] = useState(when);
  if (when && !asked) setAsked(true);
  return asked ? <Suspense fallback={null}>{children}</Suspense> : null;
}
