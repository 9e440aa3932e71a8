import { TreeSelect } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import type { UseIntent } from '../ui/load-on-use.ts';
import {
  accountTree,
  parseSelectionValue,
  returnPathOnAccountChange,
  selectionValue,
} from './account-choice.ts';
import { useAccountSelection } from './account-selection.ts';

/**
 * The account tree of the top bar's account choice (000 §2): accounts with their billing groups nested, searchable.
 * account-selector.tsx shows a field that looks the same until this has loaded; `intent` says what the person did to
 * it meanwhile (focused it, or opened it), so the real one carries on from there.
 */
export function AccountTreeSelect({ stacked, intent }: { stacked: boolean; intent: UseIntent }) {
  const { t } = useTranslation();
  const selection = useAccountSelection();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const data = useMemo(() => accountTree(selection.accounts), [selection.accounts]);

  return (
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
      autoFocus={intent !== null}
      defaultDropdownOpened={intent === 'open'}
      data-testid="account-selector"
    />
  );
}
