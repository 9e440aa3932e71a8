import { formatDate, formatPhone, osloDate } from '@connect/shared';
import { Button, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { DeviceQuery } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { ConfirmAmountsDialog } from './confirm-amounts-dialog.tsx';
import { className } from './device-class.tsx';
import { type DeviceDraft, draftOf, draftProblems, locksOf, updateInputOf } from './device-draft.ts';
import { ImeiInput, isImeiOk, PurchaseDateInput } from './device-inputs.tsx';
import { MoveAndLostButtons, ReturnedSwitch } from './device-state-controls.tsx';
import { DeviceClassPropertiesQuery, RemoveDeviceMutation, UpdateDeviceMutation } from './devices-api.ts';
import { MoveDeviceDialog } from './move-device-dialog.tsx';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '–'}</Text>
    </Stack>
  );
}

/**
 * 001 §2 Device detail, General: every field and action, the §4 state rules (inactive, purchased), a draft against
 * the saved device with Save and Reset only while they differ; a stale save answers the server's CONFLICT.
 */
export function DeviceGeneral({
  accountId,
  device: d,
  onDeleted,
}: {
  accountId: number;
  device: DeviceQuery['device'];
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const saved = draftOf(d);
  const { draft, dirty, savedChanged, patch, reset } = useDraft<DeviceDraft>(saved);
  const [moving, setMoving] = useState(false);
  const [confirmingAmounts, setConfirmingAmounts] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const properties = useGqlQuery(DeviceClassPropertiesQuery, { classID: d.classID });
  const propertyId = (name: string) =>
    properties.data?.deviceClassProperties.find((p) => p.name === name)?.id ?? null;
  const imeiId = propertyId('imei');
  const update = useGqlMutation(UpdateDeviceMutation);
  const remove = useGqlMutation(RemoveDeviceMutation, {
    removes: (v) => ({ deviceId: v.deviceId }),
  });
  const locks = locksOf(d, draft);
  const percentRule = d.buyoutRule?.baseBuyoutRuleType === 'percent';

  const save = () =>
    update.mutate(
      { input: updateInputOf(d, draft, { imei: imeiId, serialNumber: propertyId('serial_number') }) },
      {
        onSuccess: () => {
          reset();
          notifications.show({ color: 'green', message: t('equipment.devices.saved') });
        },
      },
    );

  const setPurchased = (on: boolean) => {
    patch({
      purchased: on ? { date: osloDate(), catalogId: draft.person?.catalogID ?? null } : null,
      calculateCost: false,
    });
    // 001 §4: a purchase date set under a percent buy-out rule asks to confirm the amounts.
    if (on && percentRule) setConfirmingAmounts(true);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <MoveAndLostButtons draft={draft} locks={locks} onChange={patch} onMove={() => setMoving(true)} />
      </Group>
      <Switch
        label={t('equipment.devices.activeLabel')}
        checked={draft.active}
        onChange={(e) => patch({ active: e.currentTarget.checked })}
      />
      <TextInput
        label={t('equipment.devices.fields.name')}
        value={draft.description}
        onChange={(e) => patch({ description: e.currentTarget.value })}
        disabled={locks.purchasedFieldsLocked}
        maxLength={200}
        error={draft.description.trim() === '' ? t('equipment.devices.nameRequired') : undefined}
      />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Fact label={t('equipment.devices.fields.employee')} value={draft.person?.name} />
        <Fact label={t('equipment.devices.fields.department')} value={draft.person?.department} />
        <Fact label={t('equipment.devices.fields.company')} value={draft.person?.company} />
        <Fact
          label={t('equipment.devices.fields.number')}
          value={draft.person?.mobile ? formatPhone(draft.person.mobile) : null}
        />
        <Fact label={t('equipment.devices.fields.type')} value={className(d.class, i18n.language)} />
        <Fact label={t('equipment.devices.fields.vendor')} value={d.vendor?.name} />
        <Fact
          label={t('equipment.devices.fields.source')}
          value={t(`equipment.devices.source.${d.source}`)}
        />
        <Fact label={t('equipment.devices.fields.orderNumber')} value={d.orderNumber} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <PurchaseDateInput
          value={draft.orderedAt}
          onChange={(orderedAt) => patch({ orderedAt })}
          disabled={locks.purchasedFieldsLocked}
        />
        <AmountInput
          label={t('equipment.devices.fields.costPrice')}
          value={draft.costPrice}
          onChange={(costPrice) => patch({ costPrice })}
          disabled={locks.purchasedFieldsLocked}
        />
        <AmountInput
          label={t('equipment.devices.fields.employeePaid')}
          value={draft.employeePaid}
          onChange={(employeePaid) => patch({ employeePaid })}
        />
      </SimpleGrid>
      <DateField
        label={t('equipment.devices.fields.warrantyEndsAt')}
        value={draft.warrantyEndsAt}
        onChange={(warrantyEndsAt) => patch({ warrantyEndsAt })}
      />
      {imeiId !== null && (
        <ImeiInput
          value={draft.imei}
          onChange={(imei) => patch({ imei })}
          disabled={locks.purchasedFieldsLocked}
        />
      )}
      <TextInput
        label={t('equipment.devices.fields.serialNumber')}
        value={draft.serialNumber}
        onChange={(e) => patch({ serialNumber: e.currentTarget.value })}
        disabled={locks.purchasedFieldsLocked}
        maxLength={100}
      />
      <Textarea
        label={t('equipment.devices.fields.comment')}
        value={draft.comment}
        onChange={(e) => patch({ comment: e.currentTarget.value })}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Group justify="space-between">
        <ReturnedSwitch draft={draft} locks={locks} onChange={patch} />
        <Text size="sm" c="dimmed" data-testid="returned-date">
          {draft.returned ? formatDate(draft.returned.date) : ''}
        </Text>
      </Group>
      {draft.person !== null && (
        <Group justify="space-between">
          <Switch
            label={t('equipment.devices.purchased')}
            checked={draft.purchased !== null}
            disabled={locks.purchaseToggleLocked}
            onChange={(e) => setPurchased(e.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" data-testid="purchased-date">
            {draft.purchased ? formatDate(draft.purchased.date) : ''}
          </Text>
        </Group>
      )}
      <SaveBar
        dirty={dirty}
        saving={update.isPending}
        canSave={!draftProblems(draft) && (imeiId === null || isImeiOk(draft.imei))}
        savedChanged={savedChanged}
        onSave={save}
        onCancel={reset}
        cancelLabel={t('equipment.devices.reset')}
      />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          onClick={() => setDeleting(true)}
        >
          {t('equipment.devices.delete')}
        </Button>
      </Group>
      <MoveDeviceDialog
        opened={moving}
        currentId={draft.person?.catalogID ?? null}
        onClose={() => setMoving(false)}
        onPick={(person) => {
          setMoving(false);
          patch({ person });
        }}
      />
      <ConfirmAmountsDialog
        opened={confirmingAmounts}
        costPrice={draft.costPrice}
        employeePaid={draft.employeePaid}
        onClose={() => setConfirmingAmounts(false)}
        onConfirm={(amounts, calculateCost) => {
          setConfirmingAmounts(false);
          patch({ ...amounts, calculateCost });
        }}
      />
      <ConfirmDialog
        opened={deleting}
        title={t('equipment.devices.confirmDelete', { name: d.description })}
        message={t('equipment.devices.deleteMessage')}
        confirmLabel={t('equipment.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { accountId, deviceId: d.ID },
            {
              onSuccess: () => {
                setDeleting(false);
                notifications.show({ color: 'green', message: t('equipment.devices.deleted') });
                onDeleted();
              },
            },
          )
        }
      />
    </Stack>
  );
}
