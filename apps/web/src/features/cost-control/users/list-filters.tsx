import { Group } from '@mantine/core';
import type { ProfileOptionFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { Select } from '../../../ui/select.tsx';
import type { ListFilterValues } from './users-api.ts';

/** Value of the profile filter for "no profile of their own" (the server's paymentProfileID 0). */
const NO_PROFILE = '0';

/** Search by name or number, and the billing-group and payment-profile filters. */
export function ListFilters({
  value,
  onChange,
  billingGroups,
  profiles,
}: {
  value: ListFilterValues;
  onChange: (next: ListFilterValues) => void;
  billingGroups: { value: string; label: string }[];
  profiles: readonly ProfileOptionFragment[];
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <SearchBox
        flex={2}
        miw={200}
        maxLength={100}
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        placeholder={t('users.filters.search')}
        aria-label={t('users.filters.search')}
      />
      <Select
        flex={1}
        miw={150}
        clearable
        aria-label={t('users.filters.billingGroup')}
        placeholder={t('users.filters.allBillingGroups')}
        data={billingGroups}
        value={value.billingGroupId === null ? null : String(value.billingGroupId)}
        onChange={(v) => onChange({ ...value, billingGroupId: v === null ? null : Number(v) })}
      />
      <Select
        flex={1}
        miw={150}
        clearable
        aria-label={t('users.filters.profile')}
        placeholder={t('users.filters.allProfiles')}
        data={[
          { value: NO_PROFILE, label: t('users.filters.noProfile') },
          ...profiles.map((p) => ({ value: String(p.ID), label: p.description })),
        ]}
        value={value.paymentProfileId === null ? null : String(value.paymentProfileId)}
        onChange={(v) => onChange({ ...value, paymentProfileId: v === null ? null : Number(v) })}
      />
    </Group>
  );
}
