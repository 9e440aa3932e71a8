import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/index.ts';
import { DropdownMenu } from '../../../ui/dropdown-menu.tsx';
import classes from '../../../ui/sort-header.module.css';

type Option<F extends string> = { field: F; label: string };

/**
 * A column title that sorts by one of two fields (a device by vendor and name or by name alone, an employee by last
 * or first name): it opens a menu of the fields in each direction.
 */
export function SortMenuHeader<F extends string>({
  label,
  options,
  field,
  ascending,
  onSort,
}: {
  label: string;
  options: Option<F>[];
  /** The field the list is sorted by now. */
  field: string;
  ascending: boolean;
  onSort: (field: F, ascending: boolean) => void;
}) {
  const { t } = useTranslation();
  const active = options.some((o) => o.field === field);
  const Icon = !active ? IconArrowsSort : ascending ? IconArrowUp : IconArrowDown;
  return (
    <th className={classes.header} aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <DropdownMenu
        position="bottom-start"
        withinPortal
        target={
          <button type="button" className={classes.button}>
            <span>{label}</span>
            <Icon size={12} opacity={active ? 1 : 0.4} aria-hidden />
          </button>
        }
      >
        {(menu) => (
          <>
            {options.flatMap((o) =>
              [true, false].map((asc) => (
                <menu.Item key={`${o.field}-${asc}`} onClick={() => onSort(o.field, asc)}>
                  {t(asc ? 'discovered.sortBy.ascending' : 'discovered.sortBy.descending', {
                    field: o.label,
                  })}
                </menu.Item>
              )),
            )}
          </>
        )}
      </DropdownMenu>
    </th>
  );
}
