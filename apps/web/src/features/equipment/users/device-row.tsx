import { formatDate, osloDate } from '@connect/shared';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DebouncedTextInput } from './debounced-text-input.tsx';
import { type DeviceDraft, type RowProblem, rowProblems, type SavedDevice } from './device-drafts.ts';

/**
 * One device of the equipment users panel as an editable row (001 §2): Move to other user, Device is lost, Active,
 * the purchase fields, IMEI and serial number, comment, and Returned by employee with its date. The §4 locks: an
 * inactive device cannot be moved, lost or returned; one purchased by its employee keeps its purchase fields.
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
  const k = (key: string) => t(`equipment-users.devices.${key}`);
  const inactive = !draft.active;
  const purchased = saved.purchasedByEmployee?.date ?? null;
  const hasImei = saved.class.properties.some((p) => p.name === 'imei');
  const problems = new Set(rowProblems(draft));
  const error = (field: RowProblem, text: string) => (problems.has(field) ? text : undefined);
  const today = osloDate();

  return (
    <Paper withBorder p="sm" data-testid="user-device-row" aria-label={saved.description} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} size="sm">
              {saved.description}
            </Text>
            {draft.movedTo && (
              <Text size="xs" c="blue.8" data-testid="moves-to">
                {t('equipment-users.devices.movesTo', { name: draft.movedTo })}
              </Text>
            )}
          </div>
          <Group gap="sm">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              disabled={inactive}
              onClick={onMove}
            >
              {k('move')}
            </Button>
            <Checkbox
              label={k('lost')}
              checked={draft.lost}
              disabled={inactive}
              onChange={(e) => onChange({ lost: e.currentTarget.checked })}
            />
            <Switch
              label={k('active')}
              checked={draft.active}
              onChange={(e) => onChange({ active: e.currentTarget.checked })}
            />
          </Group>
        </Group>
        {purchased && (
          <Text size="xs" c="dimmed">
            {t('equipment-users.devices.purchasedLock', { date: formatDate(purchased) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
          <TextInput
            label={k('type')}
            value={i18n.language.startsWith('en') ? saved.class.nameEn : saved.class.nameNo}
            readOnly
            variant="filled"
          />
          <TextInput label={k('source')} value={k(`sources.${saved.source}`)} readOnly variant="filled" />
          <TextInput label={k('vendor')} value={saved.vendor?.name ?? ''} readOnly variant="filled" />
          <TextInput
            type="date"
            label={k('purchased')}
            value={draft.orderedAt}
            max={today}
            disabled={!!purchased}
            onChange={(e) => onChange({ orderedAt: e.currentTarget.value })}
            error={error('orderedAt', k('errors.future'))}
          />
          <TextInput label={k('orderId')} value={saved.orderNumber ?? ''} readOnly variant="filled" />
          <DebouncedTextInput
            label={k('costPrice')}
            value={draft.costPrice}
            disabled={!!purchased}
            onCommit={(costPrice) => onChange({ costPrice })}
            error={error('costPrice', k('errors.amount'))}
          />
          <DebouncedTextInput
            label={k('employeeCovered')}
            value={draft.employeePaid}
            onCommit={(employeePaid) => onChange({ employeePaid })}
            error={error('employeePaid', k('errors.amount'))}
          />
          {hasImei && (
            <DebouncedTextInput
              label={k('imei')}
              value={draft.imei}
              inputMode="numeric"
              disabled={!!purchased}
              onCommit={(imei) => onChange({ imei })}
              error={error('imei', k('errors.imei'))}
            />
          )}
          <DebouncedTextInput
            label={k('serialNumber')}
            value={draft.serialNumber}
            disabled={!!purchased}
            onCommit={(serialNumber) => onChange({ serialNumber })}
          />
        </SimpleGrid>
        <DebouncedTextInput
          multiline
          label={k('comment')}
          value={draft.comment}
          onCommit={(comment) => onChange({ comment })}
        />
        <Group gap="md" align="flex-end">
          <Switch
            label={k('returned')}
            checked={draft.returned}
            disabled={inactive}
            onChange={(e) =>
              onChange({
                returned: e.currentTarget.checked,
                returnedDate: e.currentTarget.checked ? today : '',
              })
            }
          />
          {draft.returned && (
            <TextInput
              type="date"
              size="xs"
              label={k('returnedDate')}
              value={draft.returnedDate}
              max={today}
              // The server keeps the date of a return already recorded; only a new one takes a date.
              disabled={saved.returnedByEmployee != null}
              onChange={(e) => onChange({ returnedDate: e.currentTarget.value })}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
