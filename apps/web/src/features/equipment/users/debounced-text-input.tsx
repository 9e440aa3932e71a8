import { DIALOG_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { Textarea, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

type Props = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
  error?: string;
  inputMode?: 'numeric';
  multiline?: boolean;
};

/**
 * A text field of a device row (001 §4: device field edits are debounced 300 ms): typing shows at once, the draft
 * takes the text 300 ms after the last key, or when the field is left (so a Save right after typing has it).
 */
export function DebouncedTextInput({ value, onCommit, multiline = false, ...rest }: Props) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onCommit, DIALOG_SEARCH_DEBOUNCE_MS);
  // Reset, or a new saved copy: the field shows the draft's value again.
  useEffect(() => setText(value), [value]);
  const props = {
    ...rest,
    value: text,
    onChange: (e: { currentTarget: { value: string } }) => {
      setText(e.currentTarget.value);
      commit(e.currentTarget.value);
    },
    onBlur: () => {
      commit.cancel();
      if (text !== value) onCommit(text);
    },
  };
  return multiline ? <Textarea autosize minRows={1} {...props} /> : <TextInput {...props} />;
}
