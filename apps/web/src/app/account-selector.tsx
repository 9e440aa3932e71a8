import { Checkbox, Flex, TreeSelect } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import {
  accountTree,
  parseSelectionValue,
  returnPathOnAccountChange,
  selectionValue,
} from './account-choice.ts';
import { useAccountSelection } from './account-selection.ts';

/**
 * The top bar's account choice (000 §2): accounts with their billing groups nested, and Include sub accounts.
 * `stacked` is the narrow-screen form shown at the top of the menu.
 */
export function AccountSelector({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const selection = useAccountSelection();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const data = useMemo(() => accountTree(selection.accounts), [selection.accounts]);

  return (
    <Flex direction={stacked ? 'column' : 'row'} align={stacked ? 'stretch' : 'center'} gap="sm">
      <TreeSelect
        // Expanded in full once the accounts are there: defaultExpandAll acts only when the tree first mounts.
        key={selection.accounts.length}
        data={data}
        value={selectionValue(selection)}
        onChange={(value) => {
          const chosen = value ? parseSelectionValue(value, selection.accounts) : null;
          if (!chosen) return;
          const otherAccount = chosen.accountId !== selection.accountId;
          selection.selectAccount(chosen.accountId, chosen.billingGroupId);
          const back = otherAccount ? returnPathOnAccountChange(pathname) : null;
          if (back) navigate(back);
        }}
        aria-label={t('app.accountSelector.label')}
        placeholder={selection.isLoading ? t('app.loading') : t('app.accountSelector.placeholder')}
        nothingFoundMessage={t('app.accountSelector.nothingFound')}
        leftSection={<IconBuilding size={16} />}
        searchable
        defaultExpandAll
        allowDeselect={false}
        withLines={false}
        maxDropdownHeight={400}
        comboboxProps={{ width: 320, position: 'bottom-start' }}
        w={stacked ? '100%' : { sm: 220, lg: 280 }}
        data-testid="account-selector"
      />
      <Checkbox
        label={t('app.accountSelector.includeSubAccounts')}
        checked={selection.includeSubAccounts}
        onChange={(e) => selection.setIncludeSubAccounts(e.currentTarget.checked)}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
    </Flex>
  );
}
