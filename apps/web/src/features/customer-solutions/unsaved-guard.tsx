import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** While `when`, leaving the screen (a link, the browser's back, closing the tab) asks first. */
export function UnsavedGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    when ? currentLocation.pathname !== nextLocation.pathname : false,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('customer-solutions.details.unsaved')}
      confirmLabel={t('customer-solutions.details.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
