import { Button } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { RepairRequestOptionsQuery } from './repair-api.ts';

// The dialog (its form, date field, file checks and modal) loads when first opened, not with the page behind it.
const RepairDialog = lazy(() => import('./repair-dialog.tsx').then((m) => ({ default: m.RepairDialog })));

/**
 * The Request repair button (001 §2, 002 §2 Webshop), shown when the person's policy offers repairs; it opens the
 * Mobile phone repair dialog for them. `catalogId` null is the caller; an equipment admin may name someone.
 */
export function RequestRepair({ catalogId }: { catalogId: number | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const options = useGqlQuery(RepairRequestOptionsQuery, { catalogID: catalogId }).data?.repairRequestOptions;
  if (!options?.allowed) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTool size={18} />}
        onClick={() => setOpened(true)}
        data-testid="request-repair"
      >
        {t('repair.request')}
      </Button>
      <Deferred when={opened}>
        <RepairDialog
          opened={opened}
          onClose={() => setOpened(false)}
          catalogId={options.catalogID}
          devices={options.devices}
        />
      </Deferred>
    </>
  );
}
