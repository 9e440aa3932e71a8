import { DIALOG_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useSessionUser } from '../../../app/session-user.tsx';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Select } from '../../../ui/select.tsx';

/** The people of the caller's own customer, searched by name or mobile number (configBNUsers). */
export const CustomerPeopleQuery = graphql(`
  query CustomerPeople($bnCustomerID: Int!, $search: String, $limit: Int) {
    configBNUsers(bnCustomerID: $bnCustomerID, search: $search, limit: $limit) {
      catalogID
      firstName
      lastName
      bnDepartmentName
    }
  }
`);

export type PickedPerson = { catalogID: number; name: string };

/**
 * A person of the caller's own company, chosen by typing a name or number: the server searches 300 ms after the last
 * key (002 §5), 20 at a time. For the move dialog, Shop as and adding a policy member.
 */
export function PersonPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DIALOG_SEARCH_DEBOUNCE_MS);
  const people = useGqlQuery(CustomerPeopleQuery, {
    bnCustomerID: user.customerId,
    search: debounced,
    limit: 20,
  });
  const found = people.data?.configBNUsers ?? [];
  const options = found.map((p) => ({
    value: String(p.catalogID),
    label: `${p.firstName} ${p.lastName}${p.bnDepartmentName ? ` (${p.bnDepartmentName})` : ''}`,
  }));
  if (value && !options.some((o) => o.value === String(value.catalogID)))
    options.unshift({ value: String(value.catalogID), label: value.name });

  return (
    <Select
      label={label}
      placeholder={t('people.searchPlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.catalogID) : null}
      onChange={(id) => {
        const p = found.find((f) => String(f.catalogID) === id);
        onChange(p ? { catalogID: p.catalogID, name: `${p.firstName} ${p.lastName}` } : id ? value : null);
      }}
      nothingFoundMessage={people.isFetching ? t('people.searching') : t('people.none')}
    />
  );
}
