import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A failure's own dialog ('Export Failed'): its message and Close; open while there is a message. */
export function FailureDialog({
  title,
  message,
  closeLabel,
  onClose,
}: {
  title: string;
  message: string | null;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{closeLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
