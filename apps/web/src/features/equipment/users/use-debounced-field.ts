import { DIALOG_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * A text field of a device row (001 §4: device field edits are debounced 300 ms): typing shows at once, the draft
 * takes the text 300 ms after the last key, or when the field is left, so a Save right after typing has it.
 */
export function useDebouncedField(value: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onCommit, DIALOG_SEARCH_DEBOUNCE_MS);
  // Reset, or a new saved copy: the field shows the draft's value again.
  useEffect(() => setText(value), [value]);
  return {
    value: text,
    onChange: (next: string) => {
      setText(next);
      commit(next);
    },
    onBlur: () => {
      commit.cancel();
      if (text !== value) onCommit(text);
    },
  };
}
