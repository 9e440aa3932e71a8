import { PAGE_MAX_WIDTH } from '@connect/shared';
import { Box, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's frame: its title with actions beside it, and the content below, at most 1300 px wide (000 §9). */
export function PageLayout({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box maw={PAGE_MAX_WIDTH} mx="auto">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
