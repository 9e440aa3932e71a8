import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { useSessionUser } from './session-user.tsx';

type Props = UnstyledButtonProps & ComponentPropsWithRef<'button'>;

/**
 * The button that opens the person's menu: their avatar, and their name where there is room. The top bar shows it
 * at once; the menu (avatar-menu.tsx) wraps it when its code is there.
 */
export function AvatarButton(props: Props) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <UnstyledButton
      aria-label={t('app.avatarMenu.open', { name: user.name })}
      data-testid="avatar-menu"
      {...props}
    >
      <Group gap="xs" wrap="nowrap">
        {/* Decorative: the button's label names the person. */}
        <Avatar src={user.avatarUrl} alt="" name={user.name} color="initials" radius="xl" size={36} />
        {/* While acting as someone the banner beside it names both people. */}
        {!user.impersonation && (
          <Text size="sm" fw={500} visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
            {user.name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
