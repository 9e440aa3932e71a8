import { formatDate, isValidDate, parseDateText } from '@connect/shared';
import { ActionIcon, Center, Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { type DateFieldValue, dateFieldValueOf } from './date-field-value.ts';
import { useDropdownControls } from './use-dropdown-controls.ts';

const loadCalendar = () => import('./date-field-calendar.tsx');
const DateFieldCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateFieldCalendar })));

const shownText = (value: DateFieldValue) =>
  value === null ? '' : isValidDate(value) ? formatDate(value) : value;

export type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'rightSection' | 'label'> & {
  /** The field's label; a field in a table row gives an `aria-label` instead. */
  label?: string;
  'aria-label'?: string;
  value: DateFieldValue;
  onChange: (value: DateFieldValue) => void;
  /** The calendar's first and last days (YYYY-MM-DD); the form checks typed dates against its own rule. */
  minDate?: string;
  maxDate?: string;
};

/**
 * The one date input of the web app (issue 28 §9): typed as DD.MM.YYYY, D.M.YYYY or DDMMYYYY and shown as
 * DD.MM.YYYY, with a calendar beside it. Text it cannot read is refused with a visible error once the person
 * leaves the field, and is never turned into some other date. The field is plain text, so typing works before
 * anything else has loaded; the calendar's popover and Mantine's dates load when first wanted (load-on-use.ts).
 */
export function DateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  onBlur,
  ...rest
}: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shownText(value));
  const [left, setLeft] = useState(false);
  const [opened, setOpened] = useState(false);
  const { loaded, intent, standIn } = useDropdownControls();
  // A value from outside (Cancel, a saved record, the calendar) replaces the text; the text's own value does not.
  useEffect(() => {
    setText((was) => (dateFieldValueOf(was) === value ? was : shownText(value)));
  }, [value]);
  useEffect(() => {
    if (loaded && intent === 'open') setOpened(true);
  }, [loaded, intent]);

  const read = parseDateText(text);
  const refusal = !read.ok && left ? t(`ui.date.${read.reason}`) : undefined;
  const calendarLabel = t('ui.date.calendar', { label: label ?? rest['aria-label'] ?? '' });
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={calendarLabel}
      disabled={rest.disabled || rest.readOnly}
      {...(loaded ? { onClick: () => setOpened(!opened) } : standIn)}
      onPointerEnter={() => {
        void loadCalendar();
        if (!loaded) standIn.onPointerEnter();
      }}
    >
      <IconCalendar size={16} />
    </ActionIcon>
  );
  const calendar = loaded ? (
    <loaded.Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <loaded.Popover.Target>{button}</loaded.Popover.Target>
      <loaded.Popover.Dropdown>
        <Suspense
          fallback={
            <Center w={200} h={120}>
              <Loader size="sm" />
            </Center>
          }
        >
          <DateFieldCalendar
            value={read.ok ? read.date : null}
            minDate={minDate}
            maxDate={maxDate}
            onPick={(date) => {
              setText(formatDate(date));
              setLeft(false);
              onChange(date);
              setOpened(false);
            }}
          />
        </Suspense>
      </loaded.Popover.Dropdown>
    </loaded.Popover>
  ) : (
    button
  );

  return (
    <TextInput
      label={label}
      placeholder={t('ui.date.placeholder')}
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        setLeft(false);
        onChange(dateFieldValueOf(next));
      }}
      onBlur={(e) => {
        setLeft(true);
        if (read.ok && read.date) setText(formatDate(read.date));
        onBlur?.(e);
      }}
      error={error ?? refusal}
      rightSection={calendar}
    />
  );
}
