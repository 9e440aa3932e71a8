import { DEVICE_SOURCES } from '@connect/shared';
import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DeviceClassFieldsFragment, DeviceSource } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { matchingPreset } from '../../../ui/date-range.ts';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { MultiSelect, Select } from '../../../ui/select.tsx';
import { className } from './device-class.tsx';
import { type DeviceFilters, PURCHASED_PRESETS, purchasedRange, WARRANTY_MONTHS } from './device-filters.ts';

type ToolbarProps = {
  accountId: number;
  filters: DeviceFilters;
  onChange: (filters: DeviceFilters) => void;
  filtered: boolean;
  onReset: () => void;
  classes: readonly DeviceClassFieldsFragment[];
  vendors: readonly { ID: number; name: string }[];
  /** New equipment (the tab owns its dialog). */
  actions: ReactNode;
};

/**
 * 001 §2: the devices list's filters (status, vendors, types, sources, purchased), Reset filters, and the actions
 * (the xlsx import and its template, New equipment).
 */
export function DevicesToolbar({ filters, onChange, ...p }: ToolbarProps) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<DeviceFilters>) => onChange({ ...filters, ...patch });
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('equipment.devices.filters.status')}
          w={130}
          data={[
            { value: 'all', label: t('equipment.devices.filters.all') },
            { value: 'active', label: t('equipment.devices.filters.active') },
            { value: 'inactive', label: t('equipment.devices.filters.inactive') },
          ]}
          value={filters.status ?? 'all'}
          allowDeselect={false}
          onChange={(v) => set({ status: v === 'active' || v === 'inactive' ? v : null })}
        />
        <MultiSelect
          label={t('equipment.devices.filters.vendors')}
          placeholder={filters.vendorIds.length ? undefined : t('equipment.devices.filters.allVendors')}
          w={200}
          searchable
          data={p.vendors.map((v) => ({ value: String(v.ID), label: v.name }))}
          value={filters.vendorIds.map(String)}
          onChange={(v) => set({ vendorIds: v.map(Number) })}
        />
        <MultiSelect
          label={t('equipment.devices.filters.types')}
          placeholder={filters.classIds.length ? undefined : t('equipment.devices.filters.allTypes')}
          w={200}
          data={p.classes.map((c) => ({ value: String(c.ID), label: className(c, i18n.language) }))}
          value={filters.classIds.map(String)}
          onChange={(v) => set({ classIds: v.map(Number) })}
        />
        <MultiSelect
          label={t('equipment.devices.filters.sources')}
          placeholder={filters.sources.length ? undefined : t('equipment.devices.filters.allSources')}
          w={180}
          data={DEVICE_SOURCES.map((s) => ({ value: s, label: t(`equipment.devices.source.${s}`) }))}
          value={filters.sources}
          onChange={(v) => set({ sources: v as DeviceSource[] })}
        />
        <DateRangePicker
          label={t('equipment.devices.filters.purchased')}
          presets={PURCHASED_PRESETS}
          value={purchasedRange(filters)}
          onChange={(range) =>
            set({ purchased: matchingPreset(range, undefined, PURCHASED_PRESETS) ?? range })
          }
        />
        <Select
          label={t('equipment.devices.filters.warranty')}
          w={170}
          data={[
            { value: 'any', label: t('equipment.devices.filters.anyWarranty') },
            ...WARRANTY_MONTHS.map((n) => ({
              value: String(n),
              label: t('equipment.devices.filters.warrantyWithin', { count: n }),
            })),
          ]}
          value={filters.warrantyMonths === null ? 'any' : String(filters.warrantyMonths)}
          allowDeselect={false}
          onChange={(v) => set({ warrantyMonths: v && v !== 'any' ? Number(v) : null })}
        />
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          disabled={!p.filtered}
          onClick={p.onReset}
        >
          {t('equipment.devices.filters.reset')}
        </Button>
      </Group>
      <Group gap="sm">{p.actions}</Group>
    </Group>
  );
}
