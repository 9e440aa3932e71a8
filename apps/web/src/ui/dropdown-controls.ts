/**
 * Mantine's controls that open a floating dropdown. With floating-ui and the combobox they are some 50 kB of brotli
 * that no screen needs in order to show: they load once, when the browser is idle after the first screen or when
 * one of them is first used (use-dropdown-controls.ts), and until then each stands in with a field or button of the
 * same look (select.tsx, dropdown-menu.tsx, tooltip.tsx, date-range-picker.tsx; issue 10 §7). Only those files
 * import this one, and only lazily; the date inputs come the same way from date-controls.ts.
 */
export { Autocomplete, Menu, MultiSelect, Popover, Select, Tooltip } from '@mantine/core';
