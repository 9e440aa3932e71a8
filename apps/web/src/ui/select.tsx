import {
  type AutocompleteProps,
  type MultiSelectProps,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { StandInHandlers, UseIntent } from './load-on-use.ts';
import { optionLabel, optionLabels } from './option-label.ts';
import { useDropdownControls } from './use-dropdown-controls.ts';

/** What a select shares with the field that stands in for it: its look, its label and its state. */
type FieldLook = Pick<
  TextInputProps,
  | 'label'
  | 'description'
  | 'error'
  | 'placeholder'
  | 'required'
  | 'withAsterisk'
  | 'disabled'
  | 'size'
  | 'radius'
  | 'w'
  | 'maw'
  | 'miw'
  | 'flex'
  | 'className'
  | 'style'
  | 'leftSection'
  | 'id'
  | 'aria-label'
>;

/**
 * A read-only field of the select's look showing `shown`, until Mantine's select has loaded
 * (dropdown-controls.ts); pointing at it loads it, and a click, a focus or an opening key is carried over.
 */
function StandInField({
  look,
  shown,
  standIn,
  openOnKey,
}: {
  look: FieldLook;
  shown: string;
  standIn: StandInHandlers;
  openOnKey: (event: { key: string }) => void;
}) {
  return (
    <TextInput
      label={look.label}
      description={look.description}
      error={look.error}
      placeholder={look.placeholder}
      required={look.required}
      withAsterisk={look.withAsterisk}
      disabled={look.disabled}
      size={look.size}
      radius={look.radius}
      w={look.w}
      maw={look.maw}
      miw={look.miw}
      flex={look.flex}
      className={look.className}
      style={look.style}
      leftSection={look.leftSection}
      id={look.id}
      aria-label={look['aria-label']}
      data-testid={(look as Record<string, unknown>)['data-testid'] as string | undefined}
      readOnly
      // Announced as the select it stands for: a combobox, closed.
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      value={shown}
      rightSection={<IconSelector size={16} />}
      rightSectionPointerEvents="none"
      {...standIn}
      onKeyDown={openOnKey}
    />
  );
}

/** What the real control does on coming in for a stand-in that was used: take the focus, and open if asked. */
const carryOver = (intent: UseIntent) =>
  intent === null ? {} : { autoFocus: true, defaultDropdownOpened: intent === 'open' };

/** Mantine's Select, loaded after the screen shows (dropdown-controls.ts); the same props. */
export function Select(props: SelectProps) {
  const { loaded, intent, standIn, openOnKey } = useDropdownControls();
  if (loaded) return <loaded.Select {...props} {...carryOver(intent)} />;
  return (
    <StandInField
      look={props}
      shown={optionLabel(props.data, props.value ?? props.defaultValue)}
      standIn={standIn}
      openOnKey={openOnKey}
    />
  );
}

/** Mantine's MultiSelect, loaded after the screen shows; the stand-in lists the chosen labels. */
export function MultiSelect(props: MultiSelectProps) {
  const { loaded, intent, standIn, openOnKey } = useDropdownControls();
  if (loaded) return <loaded.MultiSelect {...props} {...carryOver(intent)} />;
  return (
    <StandInField
      look={props}
      shown={optionLabels(props.data, props.value ?? props.defaultValue)}
      standIn={standIn}
      openOnKey={openOnKey}
    />
  );
}

/** Mantine's Autocomplete, loaded after the screen shows; the stand-in shows the text. */
export function Autocomplete(props: AutocompleteProps) {
  const { loaded, intent, standIn, openOnKey } = useDropdownControls();
  if (loaded) return <loaded.Autocomplete {...props} {...carryOver(intent)} />;
  return (
    <StandInField
      look={props}
      shown={props.value ?? props.defaultValue ?? ''}
      standIn={standIn}
      openOnKey={openOnKey}
    />
  );
}
