import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The equipment area's tabs, kept in the path (001 §2). */
export const EQUIPMENT_TABS = ['devices', 'users', 'vendors'] as const;
export type EquipmentTab = (typeof EQUIPMENT_TABS)[number];

/** The tab the path is on. */
export function tabOf(pathname: string): EquipmentTab {
  return EQUIPMENT_TABS.find((tab) => pathname.startsWith(`/equipment/${tab}`)) ?? 'devices';
}

/** The URL parameter of the search string, which every tab shares. */
export const SEARCH_PARAM = 'q';

/** The search string of the equipment area, kept in the URL (`?q=`) so switching tabs keeps it (001 §2). */
export function useEquipmentSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [search, setSearch];
}

/** A path of the equipment area carrying only the search string (another tab, or the list without a device). */
export function withSearch(pathname: string, search: string): string {
  return search ? `${pathname}?${new URLSearchParams({ [SEARCH_PARAM]: search })}` : pathname;
}

/** The id in the path (`/equipment/{tab}/{id}`: a device, person or vendor), or null when there is none. */
export function idOf(id: string | undefined): number | null {
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
}
