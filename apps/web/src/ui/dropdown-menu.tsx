import type { Menu, MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import type { StandInHandlers } from './load-on-use.ts';
import { useDropdownControls } from './use-dropdown-controls.ts';

/** The parts of Mantine's Menu a dropdown is made of. */
export type MenuParts = Pick<typeof Menu, 'Item' | 'Label' | 'Divider'>;

type Handler = ((event: SyntheticEvent) => void) | undefined;
type TargetProps = {
  onPointerEnter?: Handler;
  onPointerDown?: Handler;
  onFocus?: Handler;
  onClick?: Handler;
  autoFocus?: boolean;
};

/** The target with the stand-in's handlers called beside its own. */
function asStandIn(target: ReactElement<TargetProps>, standIn: StandInHandlers) {
  const both = (own: Handler, added: () => void) => (event: SyntheticEvent) => {
    own?.(event);
    added();
  };
  const own = target.props;
  return cloneElement(target, {
    onPointerEnter: both(own.onPointerEnter, standIn.onPointerEnter),
    onPointerDown: both(own.onPointerDown, standIn.onPointerDown),
    onFocus: both(own.onFocus, standIn.onFocus),
    onClick: both(own.onClick, standIn.onClick),
  });
}

/**
 * A menu opened from `target` (a button), with Mantine's Menu loaded after the screen shows (dropdown-controls.ts):
 * until then the target stands alone, and a press on it opens the menu as soon as it is there. `children` makes
 * the dropdown from the menu's parts.
 */
export function DropdownMenu({
  target,
  children,
  ...props
}: Omit<MenuProps, 'children'> & {
  target: ReactElement<TargetProps>;
  children: (menu: MenuParts) => ReactNode;
}) {
  const { loaded, intent, standIn } = useDropdownControls();
  if (!loaded) return asStandIn(target, standIn);
  const { Menu: LoadedMenu } = loaded;
  return (
    <LoadedMenu {...props} defaultOpened={intent === 'open'}>
      <LoadedMenu.Target>{intent ? cloneElement(target, { autoFocus: true }) : target}</LoadedMenu.Target>
      <LoadedMenu.Dropdown>{children(LoadedMenu)}</LoadedMenu.Dropdown>
    </LoadedMenu>
  );
}
