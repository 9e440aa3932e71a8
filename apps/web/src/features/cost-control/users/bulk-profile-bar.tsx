import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProfileOptionFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Select } from '../../../ui/select.tsx';
import { AppliesFrom } from '../payment-profiles/closed-months.tsx';

/**
 * 000 §2/§4: shown while rows are selected; assigns the chosen payment profile to all of them. Apply stays
 * disabled until a profile is chosen (000 §5).
 */
export function BulkProfileBar({
  count,
  profiles,
  applying,
  onApply,
  onClear,
}: {
  count: number;
  profiles: readonly ProfileOptionFragment[];
  applying: boolean;
  onApply: (profile: ProfileOptionFragment) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [profileId, setProfileId] = useState<string | null>(null);
  const profile = profiles.find((p) => String(p.ID) === profileId) ?? null;
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-blue-light)" data-testid="bulk-bar">
      <Group gap="sm" wrap="nowrap">
        <CloseButton size="sm" aria-label={t('users.bulk.clear')} onClick={onClear} />
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {t('users.bulk.selected', { count })}
        </Text>
        <Select
          size="xs"
          flex={1}
          aria-label={t('users.bulk.profile')}
          placeholder={t('users.bulk.chooseProfile')}
          data={profiles.map((p) => ({ value: String(p.ID), label: p.description }))}
          value={profileId}
          onChange={setProfileId}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {profile && <AppliesFrom />}
        <Button size="xs" disabled={!profile} loading={applying} onClick={() => profile && onApply(profile)}>
          {t('users.bulk.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
