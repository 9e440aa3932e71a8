import { CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';

/** What a pick-and-add dialog holds while open: its search and the ids ticked. Closing forgets both. */
export function usePicks(onClose: () => void) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const close = () => {
    setSearch('');
    setChosen(new Set());
    onClose();
  };
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { search, setSearch, chosen, toggle, close };
}

export type Picks = ReturnType<typeof usePicks>;

/**
 * 002 §2 Add accounts, Add users: a search over the customer's choices, multi-select, and "Add {{size}}", which adds
 * the ticked ones, says so and closes.
 */
export function PickAndAddDialog({
  picks,
  opened,
  texts,
  choicesTestId,
  nothingFound,
  adding,
  onAdd,
  children,
}: {
  picks: Picks;
  opened: boolean;
  texts: { title: string; search: string; none: string; cancel: string; add: string; added: string };
  choicesTestId: string;
  /** The search has answered and found nothing. */
  nothingFound: boolean;
  adding: boolean;
  /** Adds the ticked ids; `done.onSuccess` is for the call's success. */
  onAdd: (ids: number[], done: { onSuccess: () => void }) => void;
  /** The choices: a checkbox each (`picks.toggle`), and whatever loads more. */
  children: ReactNode;
}) {
  return (
    <EntryDialog
      dirty={picks.chosen.size > 0}
      opened={opened}
      onClose={picks.close}
      title={texts.title}
      size="lg"
    >
      <Stack gap="sm">
        <SearchBox
          value={picks.search}
          onSearch={picks.setSearch}
          debounceMs={CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS}
          label={texts.search}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" data-testid={choicesTestId}>
            {children}
            {nothingFound && (
              <Text c="dimmed" size="sm" ta="center" py="md">
                {texts.none}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={picks.close}>
            {texts.cancel}
          </Button>
          <Button
            disabled={picks.chosen.size === 0}
            loading={adding}
            onClick={() =>
              onAdd([...picks.chosen], {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: texts.added });
                  picks.close();
                },
              })
            }
          >
            {texts.add}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
