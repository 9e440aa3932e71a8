import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/index.ts';
import { type AmountOptions, amountProblem } from './amount-text.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange'> &
  AmountOptions & {
    value: string;
    onChange: (value: string) => void;
    /** Shown instead of the field's own refusal (the form's error for the field). */
    error?: string;
  };

/**
 * Kroner as a Norwegian types them (issue 28 §10): every amount field of the web app. The hint shows what the field
 * takes, and text it cannot read is refused with a visible error, never rounded or guessed.
 */
export function AmountInput({ value, onChange, negative, error, description, ...rest }: Props) {
  const { t } = useTranslation();
  const problem = amountProblem(value, { negative });
  return (
    <TextInput
      inputMode="decimal"
      rightSection={<Text size="xs">kr</Text>}
      description={
        description === undefined ? t(negative ? 'ui.amount.hintSigned' : 'ui.amount.hint') : description
      }
      {...rest}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ?? (problem ? t(`ui.amount.${problem}`) : undefined)}
    />
  );
}
