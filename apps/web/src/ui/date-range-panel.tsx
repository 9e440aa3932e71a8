import { Button, Group, Stack, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { type DateRange, type DateRangePreset, matchingPreset, presetRange } from './date-range.ts';
import classes from './date-range-panel.module.css';
import { DatesSettings } from './dates-settings.tsx';

type Draft = [string | null, string | null];

/**
 * The open period picker (date-range-picker.tsx): presets beside a calendar of two days, taken only on Apply.
 * It starts from the period shown, and loads when the picker is first pointed at or focused, with Mantine's dates.
 */
export function DateRangePanel({
  value,
  presets,
  onApply,
  onDiscard,
}: {
  value: DateRange;
  presets: readonly DateRangePreset[];
  onApply: (range: DateRange) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>([value.from, value.to]);
  // The month the calendar shows: where the period starts, and where a chosen preset starts.
  const [shownMonth, setShownMonth] = useState(value.from);
  const [from, to] = draft;
  const chosenPreset = from && to ? matchingPreset({ from, to }, undefined, presets) : null;

  return (
    <DatesSettings>
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
            <Button variant="default" size="xs" onClick={onDiscard}>
              {t('ui.dateRange.discard')}
            </Button>
            <Button
              size="xs"
              disabled={!from || !to}
              onClick={() => (from && to ? onApply({ from, to }) : onDiscard())}
            >
              {t('ui.dateRange.apply')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </DatesSettings>
  );
}
