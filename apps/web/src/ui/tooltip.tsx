import type { TooltipProps } from '@mantine/core';
import { useDropdownControls } from './use-dropdown-controls.ts';

/**
 * Mantine's Tooltip, loaded after the screen shows (dropdown-controls.ts): until then its target shows alone. A
 * tooltip only repeats what its target's name says, so nothing is missing meanwhile.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const { loaded } = useDropdownControls();
  return loaded ? <loaded.Tooltip {...props}>{children}</loaded.Tooltip> : children;
}
