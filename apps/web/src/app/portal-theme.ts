import { createTheme } from '@mantine/core';
import { baseTheme } from './theme.ts';

/** The names of the theme's unnamed buttons, in the shown language. */
export type ThemeLabels = { close: string; previous: string; next: string };

/**
 * The portal's theme; `labels.close` names the close button of every dialog, drawer and notice, `previous` and
 * `next` the arrows of every calendar (axe: button-name, issue 28 §20).
 */
export function portalTheme(labels: ThemeLabels) {
  const closeButtonProps = { 'aria-label': labels.close };
  const calendar = {
    defaultProps: {
      previousLabel: labels.previous,
      nextLabel: labels.next,
      // The days of the next and last month are grey below AA contrast, and not needed to choose a day.
      hideOutsideDates: true,
      // Weekends in red are 3.3:1 on white; they are marked by the week's columns already.
      weekendDays: [],
    },
  };
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
      DatePicker: calendar,
      DateInput: calendar,
      DatePickerInput: calendar,
      MonthPicker: calendar,
      MonthPickerInput: calendar,
    },
  });
}
