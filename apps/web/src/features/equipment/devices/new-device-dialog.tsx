import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { DeviceClassFieldsFragment, DeviceFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import { isAmountTextOk, kronerOf } from '../../../ui/amount-text.ts';
import { isDateFieldOk } from '../../../ui/date-field-value.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { PersonPicker, type PickedPerson } from '../../platform/people/person-picker.tsx';
import { NewVendorDialog } from '../vendors/new-vendor-dialog.tsx';
import { className } from './device-class.tsx';
import { ImeiInput, isImeiOk, PurchaseDateInput } from './device-inputs.tsx';
import { CreateDeviceMutation, DeviceClassPropertiesQuery } from './devices-api.ts';

/** The vendor list's last option, which opens the New vendor dialog. */
const NEW_VENDOR = 'new';

const EMPTY = {
  classId: null as string | null,
  name: '',
  vendorId: null as string | null,
  imei: '',
  serial: '',
  person: null as PickedPerson | null,
  orderedAt: null as string | null,
  costPrice: '',
  employeePaid: '',
  comment: '',
};

/**
 * 001 §2 New device: the class first (the other fields wait for it), a vendor with New vendor at hand, IMEI only
 * for a class with an imei property; Add needs a name, a vendor and a class.
 */
export function NewDeviceDialog({
  accountId,
  opened,
  onClose,
  onAdded,
  classes,
  vendors,
}: {
  accountId: number;
  opened: boolean;
  onClose: () => void;
  /** The device as stored; the screen says where it is (issue 28 §15). */
  onAdded: (device: DeviceFieldsFragment) => void;
  classes: readonly DeviceClassFieldsFragment[];
  vendors: readonly { ID: number; name: string }[];
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [addingVendor, setAddingVendor] = useState(false);
  // A vendor made here is chosen at once, before the vendor list has been fetched again.
  const [madeVendor, setMadeVendor] = useState<{ ID: number; name: string } | null>(null);
  const vendorOptions =
    madeVendor && !vendors.some((v) => v.ID === madeVendor.ID) ? [...vendors, madeVendor] : vendors;
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  const properties = useGqlQuery(
    DeviceClassPropertiesQuery,
    form.classId === null ? null : { classID: Number(form.classId) },
  );
  const propertyId = (name: string) =>
    properties.data?.deviceClassProperties.find((p) => p.name === name)?.id ?? null;
  const imeiId = propertyId('imei');
  const serialId = propertyId('serial_number');
  const create = useGqlMutation(CreateDeviceMutation);
  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const noClass = form.classId === null;
  const valid =
    !noClass &&
    form.name.trim() !== '' &&
    form.vendorId !== null &&
    (imeiId === null || isImeiOk(form.imei)) &&
    isAmountTextOk(form.costPrice) &&
    isAmountTextOk(form.employeePaid) &&
    isDateFieldOk(form.orderedAt);

  const submit = () => {
    if (!valid || form.classId === null || form.vendorId === null) return;
    const props = [
      { id: imeiId, value: form.imei.trim() },
      { id: serialId, value: form.serial.trim() },
    ].flatMap((p) => (p.id !== null && p.value ? [{ id: p.id, value: p.value }] : []));
    create.mutate(
      {
        accountID: accountId,
        classID: Number(form.classId),
        vendorID: Number(form.vendorId),
        description: form.name.trim(),
        catalogID: form.person?.catalogID ?? null,
        orderedAt: form.orderedAt,
        costPrice: kronerOf(form.costPrice),
        employeePaid: kronerOf(form.employeePaid),
        comment: form.comment.trim() || null,
        properties: props,
      },
      {
        onSuccess: (d) => {
          setForm(EMPTY);
          onAdded(d.createDevice);
        },
      },
    );
  };

  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={(Object.keys(EMPTY) as (keyof typeof EMPTY)[]).some((key) => form[key] !== EMPTY[key])}
      title={t('equipment.devices.new')}
      size="lg"
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('equipment.devices.fields.type')}
            placeholder={t('equipment.devices.chooseType')}
            data={classes.map((c) => ({ value: String(c.ID), label: className(c, i18n.language) }))}
            value={form.classId}
            onChange={(classId) => set({ classId, imei: '' })}
            allowDeselect={false}
            data-autofocus
          />
          <TextInput
            label={t('equipment.devices.fields.name')}
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            maxLength={200}
            disabled={noClass}
          />
          <Select
            label={t('equipment.devices.fields.vendor')}
            searchable
            data={[
              ...vendorOptions.map((v) => ({ value: String(v.ID), label: v.name })),
              { value: NEW_VENDOR, label: t('equipment.vendors.newOption') },
            ]}
            value={form.vendorId}
            onChange={(vendorId) => (vendorId === NEW_VENDOR ? setAddingVendor(true) : set({ vendorId }))}
            disabled={noClass}
          />
          {imeiId !== null && (
            <ImeiInput value={form.imei} onChange={(imei) => set({ imei })} disabled={noClass} />
          )}
          <TextInput
            label={t('equipment.devices.fields.serialNumber')}
            value={form.serial}
            onChange={(e) => set({ serial: e.currentTarget.value })}
            maxLength={100}
            disabled={noClass}
          />
          {noClass ? (
            <TextInput label={t('equipment.devices.fields.employee')} disabled />
          ) : (
            <PersonPicker
              label={t('equipment.devices.fields.employee')}
              value={form.person}
              onChange={(person) => set({ person })}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PurchaseDateInput
              value={form.orderedAt}
              onChange={(orderedAt) => set({ orderedAt })}
              disabled={noClass}
            />
            <AmountInput
              label={t('equipment.devices.fields.costPrice')}
              value={form.costPrice}
              onChange={(costPrice) => set({ costPrice })}
              disabled={noClass}
            />
            <AmountInput
              label={t('equipment.devices.fields.employeePaid')}
              value={form.employeePaid}
              onChange={(employeePaid) => set({ employeePaid })}
              disabled={noClass}
            />
          </SimpleGrid>
          <Textarea
            label={t('equipment.devices.fields.comment')}
            value={form.comment}
            onChange={(e) => set({ comment: e.currentTarget.value })}
            maxLength={2000}
            autosize
            minRows={2}
            disabled={noClass}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('equipment.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={create.isPending}>
              {t('equipment.devices.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      <NewVendorDialog
        opened={addingVendor}
        onClose={() => setAddingVendor(false)}
        onCreated={(vendor) => {
          setAddingVendor(false);
          setMadeVendor(vendor);
          set({ vendorId: String(vendor.ID) });
        }}
      />
    </EntryDialog>
  );
}
