import { DIALOG_SEARCH_DEBOUNCE_MS, formatPhone } from '@connect/shared';
import { Button, Divider, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCog } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ActionsHeader } from '../../../ui/actions-header.tsx';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { ImpersonationReasonForm, type ImpersonationTarget } from './impersonation-reason.tsx';

const PEOPLE_SHOWN = 50;

const ActAsCustomersQuery = graphql(`
  query ActAsCustomers($search: String!) {
    findBNSolutions(search: $search) {
      bnCustomerID
      customerName
      vatNo
    }
  }
`);

const ActAsPeopleQuery = graphql(`
  query ActAsPeople($bnCustomerID: Int!, $search: String, $limit: Int, $offset: Int) {
    configBNUsers(bnCustomerID: $bnCustomerID, search: $search, limit: $limit, offset: $offset) {
      catalogID
      firstName
      lastName
      position
      bnMobile
    }
  }
`);

type Customer = { bnCustomerID: number; customerName: string };

/** A step's search and the table of what it found, a row each with its button in the last column. */
function SearchAndChoose({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  autoFocus = false,
  maxHeight,
  columns,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  autoFocus?: boolean;
  maxHeight: number;
  columns: string[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <>
      <SearchBox
        value={search}
        onSearch={onSearch}
        debounceMs={DIALOG_SEARCH_DEBOUNCE_MS}
        label={searchLabel}
        placeholder={searchPlaceholder}
        data-autofocus={autoFocus || undefined}
      />
      <ScrollArea.Autosize mah={maxHeight}>
        <Table highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}

function CustomerStep({ onChoose }: { onChoose: (customer: Customer) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const customers = useGqlQuery(
    ActAsCustomersQuery,
    { search },
    {
      select: (d) => d.findBNSolutions,
    },
  );
  return (
    <Stack>
      <SearchAndChoose
        search={search}
        onSearch={setSearch}
        searchLabel={t('session.actAs.customerSearch')}
        searchPlaceholder={t('session.actAs.customerSearchPlaceholder')}
        autoFocus
        maxHeight={400}
        columns={[t('session.actAs.customerId'), t('session.actAs.companyName'), t('session.actAs.vatNo')]}
      >
        {(customers.data ?? []).map((c) => (
          <Table.Tr key={c.bnCustomerID}>
            <Table.Td>{c.bnCustomerID}</Table.Td>
            <Table.Td>{c.customerName}</Table.Td>
            <Table.Td>{c.vatNo}</Table.Td>
            <Table.Td ta="right">
              <Button size="compact-sm" variant="light" onClick={() => onChoose(c)}>
                {t('session.actAs.choose')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </SearchAndChoose>
      {customers.isSuccess && customers.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('session.actAs.noCustomers')}
        </Text>
      )}
    </Stack>
  );
}

function PersonStep({
  customer,
  onBack,
  onChoose,
}: {
  customer: Customer;
  onBack: () => void;
  onChoose: (target: ImpersonationTarget) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const people = useGqlQuery(
    ActAsPeopleQuery,
    { bnCustomerID: customer.bnCustomerID, search, limit: PEOPLE_SHOWN, offset: 0 },
    { select: (d) => d.configBNUsers },
  );
  const choose = (catalogId: number | null, personName?: string) =>
    onChoose({
      customerId: customer.bnCustomerID,
      customerName: customer.customerName,
      catalogId,
      personName,
    });
  return (
    <Stack>
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>{customer.customerName}</Title>
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          {t('session.actAs.otherCustomer')}
        </Button>
      </Group>
      <Button leftSection={<IconUserCog size={18} />} onClick={() => choose(null)}>
        {t('session.actAs.asAdministrator')}
      </Button>
      <Divider label={t('session.actAs.orAsPerson')} labelPosition="center" />
      <SearchAndChoose
        search={search}
        onSearch={setSearch}
        searchLabel={t('session.actAs.personSearch')}
        searchPlaceholder={t('session.actAs.personSearchPlaceholder')}
        maxHeight={360}
        columns={[t('session.actAs.person'), t('session.actAs.position'), t('session.actAs.mobile')]}
      >
        {(people.data ?? []).map((p) => {
          const name = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || t('session.actAs.anonymous');
          return (
            <Table.Tr key={p.catalogID}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{p.position}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {p.bnMobile ? formatPhone(p.bnMobile) : ''}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => choose(p.catalogID, name)}
                  aria-label={t('session.actAs.asPersonNamed', { name })}
                >
                  {t('session.actAs.asPerson')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </SearchAndChoose>
      {people.isSuccess && people.data.length === PEOPLE_SHOWN && (
        <Text c="dimmed" size="sm">
          {t('session.actAs.refineSearch', { count: PEOPLE_SHOWN })}
        </Text>
      )}
      {people.isSuccess && people.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('session.actAs.noPeople')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Provider staff act as a customer (000 §1, 002 §2): find the customer, choose its administrator or one of its
 * people, and say why. Closing the dialog forgets the search, the choice and the reason.
 */
export function ActAsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [target, setTarget] = useState<ImpersonationTarget | null>(null);
  const [typed, setTyped] = useState(false);
  const close = () => {
    setCustomer(null);
    setTarget(null);
    onClose();
  };
  return (
    <EntryDialog dirty={typed} opened={opened} onClose={close} title={t('session.actAs.title')} size="lg">
      {target ? (
        <ImpersonationReasonForm target={target} onBack={() => setTarget(null)} onTyped={setTyped} />
      ) : customer ? (
        <PersonStep customer={customer} onBack={() => setCustomer(null)} onChoose={setTarget} />
      ) : (
        <CustomerStep onChoose={setCustomer} />
      )}
    </EntryDialog>
  );
}
