/**
 * Mantine's date inputs with their settings and dayjs: like dropdown-controls.ts, loaded after the screen by the
 * inputs that stand in for them (month-input.tsx), and only by screens that show one.
 */
export { MonthPickerInput } from '@mantine/dates';
export { DatesSettings } from './dates-settings.tsx';
