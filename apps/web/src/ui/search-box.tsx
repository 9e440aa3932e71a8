import { SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';

type SearchBoxProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  /** Called once typing pauses (000 §5: 500 ms in the generic search box) and at once when cleared. */
  onSearch: (value: string) => void;
  debounceMs?: number;
};

/** The generic search box: types freely, reports the text after a pause. */
export function SearchBox({ value, onSearch, debounceMs = SEARCH_DEBOUNCE_MS, ...rest }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), debounceMs);

  // A search reset from outside (another account chosen, say) shows in the box; the text being typed stays as it is.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t('ui.search.clear')}
            size="sm"
            onClick={() => {
              setText('');
              report.cancel();
              onSearch('');
            }}
          />
        ) : null
      }
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        report(e.currentTarget.value);
      }}
    />
  );
}
