import { CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS } from '@connect/shared';
import { Button, Group, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useFindCustomers } from './solutions-api.ts';

type Customer = { bnCustomerID: number; customerName: string; vatNo?: string | null };

/** 002 §2 Select customer: company search, Customer ID, Company name and Vat no; Done once one is chosen. */
export function SelectCustomerDialog({
  opened,
  onClose,
  onSelect,
}: {
  opened: boolean;
  onClose: () => void;
  onSelect: (customer: Customer) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Customer | null>(null);
  const found = useFindCustomers(search, opened);
  // Closing resets the search and the choice (002 §2).
  const close = () => {
    setSearch('');
    setChosen(null);
    onClose();
  };

  return (
    <EntryDialog
      dirty={chosen !== null}
      opened={opened}
      onClose={close}
      title={t('customer-solutions.selectCustomer.title')}
      size="lg"
    >
      <Stack gap="sm">
        <SearchBox
          value={search}
          onSearch={setSearch}
          debounceMs={CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS}
          label={t('customer-solutions.selectCustomer.search')}
          placeholder={t('customer-solutions.selectCustomer.typeToSearch')}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          <Radio.Group
            value={chosen ? String(chosen.bnCustomerID) : null}
            aria-label={t('customer-solutions.selectCustomer.title')}
          >
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('customer-solutions.selectCustomer.customerId')}</Table.Th>
                  <Table.Th>{t('customer-solutions.selectCustomer.company')}</Table.Th>
                  <Table.Th>{t('customer-solutions.selectCustomer.vatNo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(found.data ?? []).map((c) => (
                  <Table.Tr key={c.bnCustomerID} onClick={() => setChosen(c)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <Radio
                        value={String(c.bnCustomerID)}
                        aria-label={c.customerName}
                        onChange={() => setChosen(c)}
                      />
                    </Table.Td>
                    <Table.Td>{c.bnCustomerID}</Table.Td>
                    <Table.Td>{c.customerName}</Table.Td>
                    <Table.Td>{c.vatNo}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Radio.Group>
          {found.data?.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('customer-solutions.selectCustomer.none')}
            </Text>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('customer-solutions.selectCustomer.cancel')}
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (chosen) onSelect(chosen);
              close();
            }}
          >
            {t('customer-solutions.selectCustomer.done')}
          </Button>
        </Group>
      </Stack>
    </EntryDialog>
  );
}
