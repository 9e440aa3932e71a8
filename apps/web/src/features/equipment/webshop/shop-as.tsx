import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { PersonPicker, type PickedPerson } from '../../platform/people/person-picker.tsx';

/**
 * 002 §2 Shop as (ConnectEquipmentOverview): the admin shops as Purchaser (for the company, with no one's credit) or
 * as an employee, chosen with the people search; `onChange` gets the employee, or null for Purchaser.
 */
export function ShopAs({
  person,
  onChange,
}: {
  person: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'purchaser' | 'employee'>(person ? 'employee' : 'purchaser');
  return (
    <Stack gap="xs" data-testid="shop-as">
      <SegmentedControl
        aria-label={t('webshop.shopAs.label')}
        value={mode}
        onChange={(v) => {
          setMode(v as 'purchaser' | 'employee');
          if (v === 'purchaser') onChange(null);
        }}
        data={[
          { value: 'purchaser', label: t('webshop.shopAs.purchaser') },
          { value: 'employee', label: t('webshop.shopAs.employee') },
        ]}
      />
      {mode === 'employee' && (
        <PersonPicker label={t('webshop.shopAs.label')} value={person} onChange={onChange} />
      )}
    </Stack>
  );
}
