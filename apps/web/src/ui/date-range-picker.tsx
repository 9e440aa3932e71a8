import { formatDate } from '@connect/shared';
import { Button, Group, Popover, Stack, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import {
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  matchingPreset,
  presetRange,
} from './date-range.ts';
import classes from './date-range-picker.module.css';

type Draft = [string | null, string | null];

/**
 * A period picker: presets or two days on the calendar, taken only on Apply; Discard (or closing) keeps the
 * period as it was. Days are Oslo calendar days shown as DD.MM.YYYY; the week starts on Monday (DatesProvider).
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  presets = DATE_RANGE_PRESETS,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  label?: string;
  /** The presets offered, in order; the picker's own eight by default. */
  presets?: readonly DateRangePreset[];
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>([value.from, value.to]);
  // The month the calendar shows: where the period starts, and where a chosen preset starts.
  const [shownMonth, setShownMonth] = useState(value.from);
  const [from, to] = draft;
  const chosenPreset = from && to ? matchingPreset({ from, to }, undefined, presets) : null;

  function open() {
    setDraft([value.from, value.to]);
    setShownMonth(value.from);
    setOpened(true);
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} />}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={label ? `${label}: ${formatRange(value)}` : undefined}
          data-testid="date-range-button"
        >
          {formatRange(value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-start" wrap="nowrap">
          <Stack gap={2} className={classes.presets} role="listbox" aria-label={t('ui.dateRange.presets')}>
            {presets.map((preset) => (
              <UnstyledButton
                key={preset}
                role="option"
                aria-selected={preset === chosenPreset}
                className={classes.preset}
                data-active={preset === chosenPreset || undefined}
                onClick={() => {
                  const r = presetRange(preset);
                  setDraft([r.from, r.to]);
                  setShownMonth(r.from);
                }}
              >
                {t(`ui.dateRange.preset.${preset}`)}
              </UnstyledButton>
            ))}
          </Stack>
          <Stack gap="sm">
            <DatePicker
              type="range"
              allowSingleDateInRange
              value={draft}
              onChange={setDraft}
              date={shownMonth}
              onDateChange={setShownMonth}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                {t('ui.dateRange.discard')}
              </Button>
              <Button
                size="xs"
                disabled={!from || !to}
                onClick={() => {
                  if (from && to) onChange({ from, to });
                  setOpened(false);
                }}
              >
                {t('ui.dateRange.apply')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function formatRange(r: DateRange): string {
  return r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`;
}
