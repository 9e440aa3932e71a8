import { isValidImei } from '@connect/shared/equipment';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/index.ts';
import { DateField, type DateFieldProps } from '../../../ui/date-field.tsx';

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

/** The purchase date (Purchased): the one date field (ui/date-field.tsx), DD.MM.YYYY, empty for none. */
export function PurchaseDateInput(props: Omit<DateFieldProps, 'label'>) {
  const { t } = useTranslation();
  return <DateField label={t('equipment.devices.fields.purchased')} {...props} />;
}
