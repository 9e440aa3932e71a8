import { Button, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { UnsavedChangesGuard } from '../../../ui/save-bar.tsx';
import { Select } from '../../../ui/select.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { type Draft, draftErrors } from './solution-rules.ts';
import { type Config, useCreateConfig, useResellers, useUpdateConfig } from './solutions-api.ts';

// Loaded when first opened: the screen shows without the dialog's code.
const SelectCustomerDialog = lazy(() =>
  import('./select-customer-dialog.tsx').then((m) => ({ default: m.SelectCustomerDialog })),
);

const draftOf = (config: Config | null): Draft => ({
  name: config?.name ?? '',
  customerId: config ? String(config.bnCustomerID) : '',
  resellerId: config?.webshopResellerID ? String(config.webshopResellerID) : null,
  vat: config?.webshopUseBillingGroupVat ?? false,
});

/**
 * Details of a solution (002 §2): name, customer ID (chosen once, typed or with Select from database), the dealer
 * (only with the Equipment service) and the VAT toggle (held on while every billing group is invoiced with VAT).
 */
export function DetailsForm({ config }: { config: Config | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, dirty, set: setDraft, patch: set, reset } = useDraft<Draft>(draftOf(config));
  const [showErrors, setShowErrors] = useState(false);
  const [selecting, selectDialog] = useDisclosure(false);
  const create = useCreateConfig();
  const update = useUpdateConfig();
  const resellers = useResellers(config?.equipmentService ?? false);
  const errors = draftErrors(draft);
  const valid = !errors.name && !errors.customerId;

  const save = () => {
    setShowErrors(true);
    if (!valid) return;
    if (!config) {
      create.mutate(
        { name: draft.name.trim(), bnCustomerID: Number(draft.customerId) },
        {
          onSuccess: ({ createConfig: created }) => {
            notifications.show({ color: 'green', message: t('customer-solutions.details.created') });
            setDraft(draftOf(created));
            navigate(`/impersonation/${created.id}/details`, { replace: true });
          },
        },
      );
      return;
    }
    update.mutate(
      {
        ccConfigID: config.id,
        name: draft.name.trim(),
        webshopResellerID: draft.resellerId ? Number(draft.resellerId) : null,
        webshopUseBillingGroupVAT: draft.vat,
        version: config.version,
      },
      {
        onSuccess: () => {
          // The draft as the server stores it, so the saved copy coming back ends the edit.
          set({ name: draft.name.trim() });
          notifications.show({ color: 'green', message: t('customer-solutions.details.saved') });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      noValidate
    >
      <Stack gap="sm" maw={520}>
        <TextInput
          label={t('customer-solutions.details.name')}
          required
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={showErrors && errors.name ? t(`customer-solutions.details.${errors.name}`) : undefined}
          maxLength={200}
        />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <NumberInput
            label={t('customer-solutions.details.customerId')}
            required
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
            hideControls
            readOnly={config !== null}
            description={config ? t('customer-solutions.details.customerIdHint') : undefined}
            value={draft.customerId}
            onChange={(v) => set({ customerId: String(v) })}
            error={
              showErrors && errors.customerId
                ? t(`customer-solutions.details.${errors.customerId}`)
                : undefined
            }
            style={{ flex: 1 }}
          />
          {!config && (
            <Button
              variant="default"
              leftSection={<IconDatabaseSearch size={16} />}
              onClick={selectDialog.open}
            >
              {t('customer-solutions.details.selectFromDatabase')}
            </Button>
          )}
        </Group>
        {config?.equipmentService && (
          <Select
            label={t('customer-solutions.details.dealer')}
            placeholder={t('customer-solutions.details.noDealer')}
            clearable
            data={(resellers.data ?? []).map((r) => ({
              value: String(r.webshopResellerID),
              label: r.marketName,
            }))}
            value={draft.resellerId}
            onChange={(v) => set({ resellerId: v })}
          />
        )}
        {config && (
          <Switch
            label={t('customer-solutions.details.vat')}
            description={config.billingGroupVat ? t('customer-solutions.details.vatForced') : undefined}
            checked={config.billingGroupVat || draft.vat}
            disabled={config.billingGroupVat}
            onChange={(e) => set({ vat: e.currentTarget.checked })}
          />
        )}
        {(dirty || !config) && (
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('customer-solutions.details.save')}
            </Button>
            {dirty && (
              <Button
                variant="default"
                onClick={() => {
                  reset();
                  setShowErrors(false);
                }}
              >
                {t('customer-solutions.details.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <UnsavedChangesGuard dirty={dirty && !create.isPending && !update.isPending && !create.isSuccess} />
      <Deferred when={selecting}>
        <SelectCustomerDialog
          opened={selecting}
          onClose={selectDialog.close}
          onSelect={(customer) =>
            set({
              customerId: String(customer.bnCustomerID),
              name: draft.name.trim() ? draft.name : customer.customerName,
            })
          }
        />
      </Deferred>
    </form>
  );
}
