import { createTheme } from '@mantine/core';
import { baseTheme } from './theme.ts';

/** The portal's theme; `closeLabel` names the close button of every dialog, drawer and notice in the language. */
export function portalTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    ...baseTheme,
    components: {
      // Plain objects rather than Modal.extend(…), so the theme does not load the components themselves.
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      // The placeholder that takes the first focus is a focusable element inside role="menu", where only menu
      // items may be (axe: aria-required-children); the dropdown itself takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}
