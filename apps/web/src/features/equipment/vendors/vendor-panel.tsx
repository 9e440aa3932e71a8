import { Center, CloseButton, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Navigate } from 'react-router';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { allVendorsVariables, DeviceVendorsQuery, UpdateDeviceVendorMutation } from './vendors-api.ts';

/** 001 §2: the panel titled with the vendor's name, with its name to rename; Save only when non-empty and changed. */
export function VendorPanel({
  accountId,
  includeSubAccounts,
  vendorId,
  onClose,
}: {
  accountId: number;
  includeSubAccounts: boolean;
  vendorId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The panel finds the chosen vendor among all of them.
  const vendors = useGqlQuery(DeviceVendorsQuery, allVendorsVariables(accountId, includeSubAccounts));
  const vendor = vendors.data?.deviceVendors.find((v) => v.ID === vendorId);
  const { draft, dirty, savedChanged, set, reset } = useDraft(vendor?.name ?? '');
  const update = useGqlMutation(UpdateDeviceVendorMutation);
  if (vendorId === null || (vendors.data && !vendor)) return <Navigate to="/equipment/vendors" replace />;
  if (!vendor)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const name = draft.trim();
  const save = () => {
    if (!name || name === vendor.name) return;
    update.mutate(
      { ID: vendor.ID, name },
      { onSuccess: () => notifications.show({ color: 'green', message: t('equipment.vendors.saved') }) },
    );
  };
  return (
    <Paper withBorder p="md" data-testid="vendor-panel">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {vendor.name}
            </Title>
            <CloseButton aria-label={t('equipment.close')} onClick={onClose} />
          </Group>
          <TextInput
            label={t('equipment.vendors.name')}
            value={draft}
            onChange={(e) => set(e.currentTarget.value)}
            maxLength={200}
          />
          <SaveBar
            dirty={dirty}
            saving={update.isPending}
            canSave={name !== '' && name !== vendor.name}
            savedChanged={savedChanged}
            onSave={save}
            onCancel={reset}
          />
        </Stack>
      </form>
    </Paper>
  );
}
