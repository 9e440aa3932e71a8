import { formatDate } from '@connect/shared';
import { isValidImei } from '@connect/shared/equipment';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { useTranslation } from '../../../i18n/index.ts';
import { useDateControls } from '../../../ui/use-dropdown-controls.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** An IMEI: empty, or 15 digits with a valid Luhn check digit (the server checks it too). */
export function isImeiOk(text: string): boolean {
  return text.trim() === '' || isValidImei(text.trim());
}

export function ImeiInput({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('equipment.devices.fields.imei')}
      inputMode="numeric"
      maxLength={15}
      {...rest}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
      error={isImeiOk(value) ? undefined : t('equipment.devices.imeiInvalid')}
    />
  );
}

/**
 * The purchase date (Purchased), DD.MM.YYYY, clearable. Mantine's date input loads after the screen shows
 * (date-controls.ts); until then a read-only field shows the date, and focusing it brings the real one.
 */
export function PurchaseDateInput(props: Omit<DateInputProps, 'label' | 'valueFormat' | 'clearable'>) {
  const { t } = useTranslation();
  const { loaded, intent, standIn } = useDateControls();
  const label = t('equipment.devices.fields.purchased');
  if (!loaded) {
    return (
      <TextInput
        label={label}
        readOnly
        value={formatDate(props.value ?? null)}
        placeholder={props.placeholder}
        error={props.error}
        disabled={props.disabled}
        w={props.w}
        data-testid={(props as Record<string, unknown>)['data-testid'] as string | undefined}
        {...standIn}
      />
    );
  }
  const { DateInput, DatesSettings } = loaded;
  return (
    <DatesSettings>
      <DateInput
        label={label}
        valueFormat="DD.MM.YYYY"
        clearable
        clearButtonProps={{ 'aria-label': t('ui.clearDate') }}
        autoFocus={intent !== null}
        {...props}
      />
    </DatesSettings>
  );
}
