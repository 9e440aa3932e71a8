import { addMonths, osloDate } from '@connect/shared';
import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DatesSettings } from './dates-settings.tsx';

/** The first day of the current month in Oslo (YYYY-MM-01), as a month picker takes it. */
export const currentMonthStart = () => `${osloDate().slice(0, 7)}-01`;

/** The first day of last month: the month payroll asks for. */
export const lastMonthStart = () => addMonths(currentMonthStart(), -1);

/** A month up to the current one, shown as "november 2026"; its value is the month's first day. */
export function MonthInput(props: Omit<MonthPickerInputProps, 'maxDate' | 'valueFormat' | 'leftSection'>) {
  return (
    <DatesSettings>
      <MonthPickerInput
        leftSection={<IconCalendar size={16} />}
        maxDate={currentMonthStart()}
        valueFormat="MMMM YYYY"
        {...props}
      />
    </DatesSettings>
  );
}
