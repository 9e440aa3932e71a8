/**
 * Mantine's date inputs with their settings and dayjs: like dropdown-controls.ts, loaded after the screen by the
 * inputs that stand in for them (month-input.tsx, the device forms' purchase date), and only by screens that show one.
 */
export { DateInput, MonthPickerInput } from '@mantine/dates';
export { DatesSettings } from './dates-settings.tsx';
