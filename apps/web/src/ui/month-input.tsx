import { addMonths, osloDate } from '@connect/shared';
import { InputBase } from '@mantine/core';
import type { MonthPickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { useDateControls } from './use-dropdown-controls.ts';

/** The first day of the current month in Oslo (YYYY-MM-01), as a month picker takes it. */
export const currentMonthStart = () => `${osloDate().slice(0, 7)}-01`;

/** The first day of last month: the month payroll asks for. */
export const lastMonthStart = () => addMonths(currentMonthStart(), -1);

/** A month (its first day, YYYY-MM-01) as the picker shows it: "november 2026", "November 2026". */
export function monthText(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language === 'no' ? 'nb' : 'en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

type Props = Omit<MonthPickerInputProps, 'maxDate' | 'valueFormat' | 'leftSection' | 'value'> & {
  value?: string | null;
};

/**
 * A month up to the current one, shown as "november 2026"; its value is the month's first day. Mantine's month
 * picker loads after the screen shows (date-controls.ts); until then a button of its look shows the month, and a
 * press on it opens the picker as soon as it is there.
 */
export function MonthInput(props: Props) {
  const { i18n } = useTranslation();
  const { loaded, intent, standIn } = useDateControls();
  const picker = useRef<HTMLButtonElement>(null);
  // The picker opens from its own button only: pressed on the stand-in, it is pressed again once here.
  useEffect(() => {
    if (loaded && intent === 'open') picker.current?.click();
  }, [loaded, intent]);

  if (!loaded) {
    return (
      <InputBase
        component="button"
        type="button"
        label={props.label}
        description={props.description}
        error={props.error}
        disabled={props.disabled}
        w={props.w}
        leftSection={<IconCalendar size={16} />}
        data-testid={(props as Record<string, unknown>)['data-testid'] as string | undefined}
        {...standIn}
      >
        {monthText(props.value, i18n.language)}
      </InputBase>
    );
  }
  const { DatesSettings, MonthPickerInput } = loaded;
  return (
    <DatesSettings>
      <MonthPickerInput
        leftSection={<IconCalendar size={16} />}
        maxDate={currentMonthStart()}
        valueFormat="MMMM YYYY"
        ref={picker}
        autoFocus={intent !== null}
        {...props}
      />
    </DatesSettings>
  );
}
