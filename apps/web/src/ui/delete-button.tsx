import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { type Icon, IconTrash } from '@tabler/icons-react';

/** A row's red button that deletes or removes what its label names: a bin, or the icon given (a person leaving). */
export function DeleteButton({
  label,
  onClick,
  icon: Shown = IconTrash,
  ...rest
}: Omit<ActionIconProps, 'variant' | 'color' | 'children'> & {
  label: string;
  onClick: () => void;
  icon?: Icon;
}) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} {...rest}>
      <Shown size={16} />
    </ActionIcon>
  );
}
