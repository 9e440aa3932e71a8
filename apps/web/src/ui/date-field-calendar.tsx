import { DatePicker } from '@mantine/dates';
import { DatesSettings } from './dates-settings.tsx';

/**
 * The calendar of a date field (date-field.tsx), loaded with Mantine's dates when it is first opened: the field
 * itself is plain text and works without it.
 */
export function DateFieldCalendar({
  value,
  minDate,
  maxDate,
  onPick,
}: {
  value: string | null;
  minDate?: string;
  maxDate?: string;
  onPick: (date: string) => void;
}) {
  return (
    <DatesSettings>
      <DatePicker
        value={value}
        defaultDate={value ?? undefined}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(date) => date && onPick(date)}
      />
    </DatesSettings>
  );
}
