import { formatPhone } from '@connect/shared';
import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { Select } from '../../../ui/select.tsx';
import { memberName } from './member-name.ts';
import { type Member, useCandidates } from './profiles-api.ts';

/**
 * Add person: searches the account's people whose subscription has no payment profile, by name or number, and
 * hands the chosen one over. `exclude` hides people already picked (the wizard's local list).
 */
export function PersonPicker({
  accountId,
  exclude = [],
  busy = false,
  onPick,
}: {
  accountId: number;
  exclude?: number[];
  busy?: boolean;
  onPick: (member: Member) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The chosen person is kept whole: choosing writes their label into the search box, whose own search finds nobody.
  const [chosen, setChosen] = useState<Member | null>(null);
  const candidates = useCandidates(accountId, search);
  const found = (candidates.data ?? []).filter((m) => !exclude.includes(m.subscriptionID));
  const options =
    chosen && !found.some((m) => m.subscriptionID === chosen.subscriptionID) ? [chosen, ...found] : found;
  const byId = new Map(options.map((m) => [String(m.subscriptionID), m]));
  const label = (m: Member) =>
    `${memberName(m, t('payment-profiles.members.anonymous'))} · ${formatPhone(m.phoneNumber)}`;

  return (
    <Group gap="sm" align="flex-end" data-testid="person-picker">
      <Select
        label={t('payment-profiles.members.addPerson')}
        placeholder={t('payment-profiles.members.searchPerson')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has searched already; the list shows what it found.
        filter={({ options: all }) => all}
        data={options.map((m) => ({ value: String(m.subscriptionID), label: label(m) }))}
        value={chosen ? String(chosen.subscriptionID) : null}
        onChange={(value) => setChosen(value ? (byId.get(value) ?? null) : null)}
        nothingFoundMessage={
          candidates.isFetching ? t('app.loading') : t('payment-profiles.members.nobodyFound')
        }
        w={340}
      />
      <Button
        leftSection={<IconUserPlus size={16} />}
        disabled={chosen === null}
        loading={busy}
        onClick={() => {
          if (!chosen) return;
          onPick(chosen);
          setChosen(null);
          setSearch('');
        }}
      >
        {t('payment-profiles.members.add')}
      </Button>
    </Group>
  );
}
