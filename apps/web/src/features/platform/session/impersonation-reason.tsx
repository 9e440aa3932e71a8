import { IMPERSONATION_REASON_MAX } from '@connect/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { impersonationApi } from './session-api.ts';
import { switchIdentity } from './switch-identity.ts';

/** Whom provider staff are about to log in as: the customer's administrator (no catalogId) or one of its people. */
export type ImpersonationTarget = {
  customerId: number;
  customerName: string;
  catalogId: number | null;
  personName?: string;
};

/**
 * The reason asked before logging in as a customer's administrator or one of its people (written to the audit log,
 * which the customer's own admins read). Log in stays disabled until there is a reason.
 */
export function ImpersonationReasonForm({
  target,
  onBack,
  onTyped,
}: {
  target: ImpersonationTarget;
  onBack?: () => void;
  /** Whether a reason is typed: the dialog around the form asks before it closes then. */
  onTyped?: (typed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const typed = reason.trim() !== '';
  useEffect(() => {
    onTyped?.(typed);
    return () => onTyped?.(false);
  }, [onTyped, typed]);
  const [tried, setTried] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      target.catalogId === null
        ? impersonationApi.asCustomerAdmin(target.customerId, reason.trim())
        : impersonationApi.asUser(target.customerId, target.catalogId, reason.trim()),
    onSuccess: switchIdentity,
  });
  const missing = reason.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!missing) start.mutate();
  };
  const who =
    target.catalogId === null
      ? t('session.reason.asAdministrator', { customerName: target.customerName })
      : t('session.reason.asPerson', { name: target.personName, customerName: target.customerName });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{who}</Text>
        <Textarea
          label={t('session.reason.label')}
          description={t('session.reason.description')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={IMPERSONATION_REASON_MAX}
          autosize
          minRows={3}
          required
          error={tried && missing ? t('session.reason.required') : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={start.isPending}>
              {t('session.reason.back')}
            </Button>
          )}
          <Button type="submit" loading={start.isPending} disabled={missing}>
            {t('session.reason.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The reason form in a dialog of its own, for the customer-solution screens; closing it forgets the reason. */
export function ImpersonationReasonDialog({
  target,
  onClose,
}: {
  target: ImpersonationTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(false);
  return (
    <EntryDialog dirty={typed} opened={target !== null} onClose={onClose} title={t('session.reason.title')}>
      {target && <ImpersonationReasonForm target={target} onBack={onClose} onTyped={setTyped} />}
    </EntryDialog>
  );
}
