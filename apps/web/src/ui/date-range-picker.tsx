import { formatDate } from '@connect/shared';
import { Button, Center, Loader } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { DATE_RANGE_PRESETS, type DateRange, type DateRangePreset, presetRange } from './date-range.ts';
import { useDropdownControls } from './use-dropdown-controls.ts';

// The calendar brings Mantine's dates and dayjs: it loads when the button is first pointed at or focused, and the
// screen shows without it (issue 10 §7).
const loadPanel = () => import('./date-range-panel.tsx');
const DateRangePanel = lazy(() => loadPanel().then((m) => ({ default: m.DateRangePanel })));
const preloadPanel = () => void loadPanel();

/**
 * A period picker: presets or two days on the calendar, taken only on Apply; Discard (or closing) keeps the
 * period as it was. Days are Oslo calendar days shown as DD.MM.YYYY; the week starts on Monday (DatesSettings).
 * A null value is no bound at all ("Any date"), which a screen sets itself; the calendar then opens on this month.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  presets = DATE_RANGE_PRESETS,
}: {
  value: DateRange | null;
  onChange: (range: DateRange) => void;
  label?: string;
  /** The presets offered, in order; the picker's own eight by default. */
  presets?: readonly DateRangePreset[];
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const shown = value === null ? t('ui.dateRange.any') : formatRange(value);
  const { loaded, intent, standIn } = useDropdownControls();
  const button = (
    <Button
      variant="default"
      leftSection={<IconCalendar size={16} />}
      {...(loaded ? {} : standIn)}
      onPointerEnter={() => {
        preloadPanel();
        standIn.onPointerEnter();
      }}
      onFocus={() => {
        preloadPanel();
        if (!loaded) standIn.onFocus();
      }}
      aria-label={label ? `${label}: ${shown}` : undefined}
      data-testid="date-range-button"
      {...(loaded && { onClick: () => setOpened(!opened), autoFocus: intent !== null })}
    >
      {shown}
    </Button>
  );
  // Until the popover has loaded (dropdown-controls.ts) the button stands alone; a press on it opens the calendar
  // as soon as it is there.
  useEffect(() => {
    if (loaded && intent === 'open') setOpened(true);
  }, [loaded, intent]);
  if (!loaded) return button;
  const { Popover } = loaded;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Suspense
          fallback={
            <Center w={200} h={120}>
              <Loader size="sm" />
            </Center>
          }
        >
          <DateRangePanel
            value={value ?? presetRange('thisMonth')}
            presets={presets}
            onApply={(range) => {
              onChange(range);
              setOpened(false);
            }}
            onDiscard={() => setOpened(false)}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

function formatRange(r: DateRange): string {
  return r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`;
}
