import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SearchBox } from './search-box.tsx';

/** A list's search, filling the row (its placeholder is its name), and the list's Add button beside it. */
export function SearchAndAdd({
  search,
  onSearch,
  searchLabel,
  addLabel,
  onAdd,
}: {
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <SearchBox
        value={search}
        onSearch={onSearch}
        placeholder={searchLabel}
        aria-label={searchLabel}
        style={{ flex: 1 }}
      />
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
  );
}
