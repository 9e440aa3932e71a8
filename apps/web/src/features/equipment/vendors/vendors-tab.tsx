import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { idOf, useEquipmentSearch, withSearch } from '../equipment-search.ts';
import { NewVendorDialog } from './new-vendor-dialog.tsx';
import { VendorList } from './vendor-list.tsx';
import { VendorPanel } from './vendor-panel.tsx';

/** `/equipment/vendors/{id?}`: the vendors with their device counts, and the chosen one's panel beside them. */
export function VendorsTab({
  accountId,
  includeSubAccounts,
}: {
  accountId: number;
  includeSubAccounts: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useEquipmentSearch();
  const [adding, setAdding] = useState(false);
  const selectedId = idOf(id);
  const open = (vendorId: number | null) =>
    navigate(withSearch(vendorId === null ? '/equipment/vendors' : `/equipment/vendors/${vendorId}`, search));

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('equipment.vendors.new')}
        </Button>
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: id === undefined ? 12 : 7 }}>
          <VendorList
            accountId={accountId}
            includeSubAccounts={includeSubAccounts}
            search={search}
            selectedId={selectedId}
            onOpen={open}
          />
        </Grid.Col>
        {id !== undefined && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <VendorPanel
              key={id}
              accountId={accountId}
              includeSubAccounts={includeSubAccounts}
              vendorId={selectedId}
              onClose={() => open(null)}
            />
          </Grid.Col>
        )}
      </Grid>
      <NewVendorDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(vendor) => {
          setAdding(false);
          open(vendor.ID);
        }}
      />
    </Stack>
  );
}
