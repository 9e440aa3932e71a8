import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-modal.tsx';
import { Deferred } from './deferred.tsx';

// Mantine's Modal with its focus trap is some 5 kB of brotli that a screen needs only once something is to be confirmed.
const ConfirmModal = lazy(() => import('./confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })));

/**
 * A yes/no question before something that cannot be undone (000 §8: 'Confirm delete {{name}}', 'Delete {{name}}?',
 * 'Remove member {{name}} from the list?'). The caller keeps it open while `loading` and closes it when done. Its
 * code loads when it first opens (issue 10 §7).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Deferred when={props.opened}>
      <ConfirmModal {...props} />
    </Deferred>
  );
}
