import { loadOnUse, useLoadOnUse } from './load-on-use.ts';

const dropdownControls = loadOnUse(() => import('./dropdown-controls.ts'));
const dateControls = loadOnUse(() => import('./date-controls.ts'));

/**
 * Mantine's dropdown controls once loaded (null before), what was done to this stand-in meanwhile, and the
 * stand-in's handlers that load them at once (dropdown-controls.ts, ui/load-on-use.ts).
 */
export const useDropdownControls = () => useLoadOnUse(dropdownControls);

/** The same for Mantine's date inputs (date-controls.ts). */
export const useDateControls = () => useLoadOnUse(dateControls);
