/** A select's options as Mantine takes them: values, items with their labels, or groups of either. */
type Option = string | { value: string; label?: string };
type Options = ReadonlyArray<Option | { group: unknown; items: readonly Option[] }>;

/** The label a select shows for `value`: its option's label, or nothing when no option has that value. */
export function optionLabel(data: Options | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = optionLabel(item.items, value);
      if (found) return found;
    } else if (item.value === value) {
      return item.label ?? item.value;
    }
  }
  return '';
}

/** The labels a multi-select shows for `values`, in their order, joined by commas. */
export const optionLabels = (data: Options | undefined, values: readonly string[] | undefined) =>
  (values ?? [])
    .map((value) => optionLabel(data, value))
    .filter(Boolean)
    .join(', ');
