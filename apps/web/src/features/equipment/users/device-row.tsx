import { formatDate } from '@connect/shared';
import { Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { className } from '../devices/device-class.tsx';
import { type DeviceDraft, locksOf } from '../devices/device-draft.ts';
import { ImeiInput, PurchaseDateInput } from '../devices/device-inputs.tsx';
import { MoveAndLostButtons, ReturnedSwitch } from '../devices/device-state-controls.tsx';
import { hasImei, type SavedDevice } from './device-rows.ts';
import { useDebouncedField } from './use-debounced-field.ts';

/**
 * One device of the equipment users panel as an editable row (001 §2): Move to other user, Device is lost, Active,
 * Type, Source, Vendor, Purchased date, Order ID, Cost price, Employee covered, IMEI, Serial number, comment and
 * Returned by employee with its date, under the §4 locks of the device panel (`locksOf`).
 */
export function DeviceRow({
  saved,
  draft,
  onChange,
  onMove,
}: {
  saved: SavedDevice;
  draft: DeviceDraft;
  onChange: (patch: Partial<DeviceDraft>) => void;
  onMove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`equipment.devices.fields.${key}`);
  const locks = locksOf(saved, draft);
  const costPrice = useDebouncedField(draft.costPrice, (v) => onChange({ costPrice: v }));
  const employeePaid = useDebouncedField(draft.employeePaid, (v) => onChange({ employeePaid: v }));
  const imei = useDebouncedField(draft.imei, (v) => onChange({ imei: v }));
  const serialNumber = useDebouncedField(draft.serialNumber, (v) => onChange({ serialNumber: v }));
  const comment = useDebouncedField(draft.comment, (v) => onChange({ comment: v }));
  const moved = (draft.person?.catalogID ?? null) !== (saved.catalogID ?? null);

  return (
    <Paper withBorder p="sm" component="section" aria-label={saved.description} data-testid="user-device-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} size="sm">
              {saved.description}
            </Text>
            {moved && draft.person && (
              <Text size="xs" c="blue.8" data-testid="moves-to">
                {t('equipment-users.devices.movesTo', { name: draft.person.name })}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <MoveAndLostButtons draft={draft} locks={locks} onChange={onChange} onMove={onMove} />
            <Switch
              label={t('equipment.devices.activeLabel')}
              checked={draft.active}
              onChange={(e) => onChange({ active: e.currentTarget.checked })}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
          <TextInput
            label={f('type')}
            value={className(saved.class, i18n.language)}
            readOnly
            variant="filled"
          />
          <TextInput
            label={f('source')}
            value={t(`equipment.devices.source.${saved.source}`)}
            readOnly
            variant="filled"
          />
          <TextInput label={f('vendor')} value={saved.vendor?.name ?? ''} readOnly variant="filled" />
          <PurchaseDateInput
            value={draft.orderedAt}
            onChange={(orderedAt) => onChange({ orderedAt })}
            disabled={locks.purchasedFieldsLocked}
          />
          <TextInput label={f('orderNumber')} value={saved.orderNumber ?? ''} readOnly variant="filled" />
          <AmountInput label={f('costPrice')} {...costPrice} disabled={locks.purchasedFieldsLocked} />
          <AmountInput label={f('employeePaid')} {...employeePaid} />
          {hasImei(saved) && <ImeiInput {...imei} disabled={locks.purchasedFieldsLocked} />}
          <TextInput
            label={f('serialNumber')}
            value={serialNumber.value}
            onChange={(e) => serialNumber.onChange(e.currentTarget.value)}
            onBlur={serialNumber.onBlur}
            disabled={locks.purchasedFieldsLocked}
            maxLength={100}
          />
        </SimpleGrid>
        <Textarea
          label={f('comment')}
          value={comment.value}
          onChange={(e) => comment.onChange(e.currentTarget.value)}
          onBlur={comment.onBlur}
          maxLength={2000}
          autosize
          minRows={1}
        />
        <Group gap="md">
          <ReturnedSwitch draft={draft} locks={locks} onChange={onChange} />
          <Text size="sm" c="dimmed">
            {draft.returned ? formatDate(draft.returned.date) : ''}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
