import { formatDate } from '@connect/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import {
  BillingGroupMoveOptionsQuery,
  BillingGroupMovePreviewQuery,
  MoveSubscriptionToBillingGroupMutation,
} from './billing-group-move-api.ts';

/**
 * Change billing group (issue 33 §2): before saving, the dialog shows the group from the first day of the next open
 * month (this month keeps the old one) and whether the usage then counts with VAT. `version` is the subscription's
 * as the screen showed it: a change by someone else since answers CONFLICT.
 */
export function BillingGroupMoveDialog({
  accountId,
  subscriptionId,
  version,
  name,
  opened,
  onClose,
}: {
  accountId: number;
  subscriptionId: number;
  version: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [failure, setFailure] = useState<'conflict' | 'failed' | null>(null);
  const vars = { accountID: accountId, subscriptionID: subscriptionId };
  const options = useGqlQuery(BillingGroupMoveOptionsQuery, opened ? vars : null);
  const preview = useGqlQuery(
    BillingGroupMovePreviewQuery,
    opened && groupId ? { ...vars, billingGroupID: Number(groupId) } : null,
  );
  const move = useGqlMutation(MoveSubscriptionToBillingGroupMutation);
  const o = options.data?.billingGroupMoveOptions;
  const p = preview.data?.billingGroupMovePreview;
  const vat = (useVat: boolean) => (useVat ? t('users.groupMove.withVat') : t('users.groupMove.withoutVat'));
  const close = () => {
    setGroupId(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!groupId) return;
    setFailure(null);
    try {
      await move.mutateAsync({ ...vars, billingGroupID: Number(groupId), version });
      notifications.show({ color: 'green', message: t('users.groupMove.saved', { name }) });
      close();
    } catch (e) {
      setFailure(e instanceof GraphqlRequestError && e.code === 'CONFLICT' ? 'conflict' : 'failed');
    }
  };
  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={groupId !== null}
      title={t('users.groupMove.title', { name })}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {o?.planned && (
            <Text size="sm" data-testid="billing-group-planned">
              {t('users.groupMove.planned', {
                group: o.planned.toBillingGroupName,
                date: formatDate(o.planned.effectiveOn),
              })}
            </Text>
          )}
          <Select
            label={t('users.groupMove.group')}
            data={(o?.groups ?? []).map((g) => ({
              value: String(g.billingGroupID),
              label:
                g.billingGroupID === o?.currentBillingGroupID
                  ? t('users.groupMove.current', { name: g.name })
                  : g.name,
            }))}
            value={groupId}
            onChange={setGroupId}
            data-autofocus
          />
          {groupId && !p && <Loader size="sm" />}
          {p && (
            <Alert
              color={p.changesGroup ? 'blue' : 'gray'}
              data-testid="billing-group-move-preview"
              role="status"
            >
              {p.changesGroup ? (
                <>
                  <Text size="sm">
                    {t('users.groupMove.change', {
                      from: p.from.name,
                      to: p.to.name,
                      date: formatDate(p.effectiveOn),
                    })}
                  </Text>
                  <Text size="sm">
                    {p.changesVat
                      ? t('users.groupMove.vatChange', {
                          from: vat(p.from.useVat),
                          to: vat(p.to.useVat),
                          date: formatDate(p.effectiveOn),
                        })
                      : t('users.groupMove.vatKept', { vat: vat(p.to.useVat) })}
                  </Text>
                  <Text size="sm">{t('users.groupMove.thisMonth')}</Text>
                </>
              ) : (
                <Text size="sm">
                  {o?.planned
                    ? t('users.groupMove.dropsPlanned', { name: p.from.name })
                    : t('users.groupMove.unchanged', { name: p.from.name })}
                </Text>
              )}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {t(failure === 'conflict' ? 'users.groupMove.conflict' : 'users.groupMove.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('users.groupMove.cancel')}
            </Button>
            <Button type="submit" disabled={!p || (!p.changesGroup && !o?.planned)} loading={move.isPending}>
              {t('users.groupMove.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </EntryDialog>
  );
}
