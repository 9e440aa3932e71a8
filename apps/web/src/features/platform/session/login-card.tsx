import { Center, Group, Image, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';

/** The frame of the session pages: the portal's logo and name above the content. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="lg">
          <Group gap="sm">
            <Image src="/favicon.svg" alt="" w={36} h={36} />
            <Title order={1} size="h2">
              {t('app.name')}
            </Title>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
