import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * A person's round avatar: the picture when there is one, otherwise initials in a colour derived from the name.
 * The picture's text alternative is the person's name.
 */
export function PersonAvatar({
  firstName,
  lastName,
  src,
  ...rest
}: { firstName?: string | null; lastName?: string | null; src?: string | null } & Omit<
  AvatarProps,
  'name' | 'src'
>) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <Avatar src={src ?? null} alt={name} name={name || undefined} color="initials" radius="xl" {...rest} />
  );
}
