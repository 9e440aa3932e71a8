import { Modal, type ModalProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';
import { useGuardedClose } from './save-bar.tsx';

/**
 * What Escape closes before the dialog: an open dropdown (a date picker's calendar, a list's options, a menu), in
 * the dialog or in a portal of its own.
 */
const OPEN_DROPDOWN = '.mantine-Popover-dropdown, .mantine-Combobox-dropdown, .mantine-Menu-dropdown';

/** Whether an Escape pressed on `target` belongs to the dialog around `body`, not to something open over it. */
export function escapeClosesDialog(target: EventTarget | null, body: HTMLElement | null): boolean {
  const dialog = body?.closest('[role="dialog"]');
  if (!dialog || !(target instanceof Element)) return false;
  // Focus in another dialog (the question, a dialog opened from this one) is that dialog's Escape.
  if (target !== document.body && !dialog.contains(target)) return false;
  if (target.getAttribute('data-mantine-stop-propagation') === 'true') return false;
  // Closed dropdowns may stay in the page, hidden.
  return ![...document.querySelectorAll(OPEN_DROPDOWN)].some((open) => open.getClientRects().length > 0);
}

/**
 * A dialog where something is typed or chosen (issue 28 §13). Escape closes what is open on top first (a date
 * picker's calendar, a list), and only then the dialog; closing a dialog with entries (`dirty`) by Escape, its
 * close button or a click beside it asks first ("Discard your changes?", `useGuardedClose`). A Cancel button of
 * the dialog's own is the person's explicit choice and calls `onClose` directly.
 */
export function EntryDialog({
  dirty,
  onClose,
  opened,
  children,
  ...props
}: Omit<ModalProps, 'closeOnEscape'> & { dirty: boolean }) {
  const { close, question } = useGuardedClose(dirty, onClose);
  const body = useRef<HTMLDivElement>(null);
  // Before the key reaches the picker (capture), while its calendar is still open: that Escape is the picker's.
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !opened || event.isComposing) return;
      if (escapeClosesDialog(event.target, body.current)) close();
    },
    { capture: true },
  );
  return (
    <Modal {...props} opened={opened} onClose={close} closeOnEscape={false}>
      <div ref={body}>{children}</div>
      {question}
    </Modal>
  );
}
