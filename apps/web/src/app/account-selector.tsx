import { Checkbox, Flex } from '@mantine/core';
import { IconBuilding, IconSelector } from '@tabler/icons-react';
import { useTranslation } from '../i18n/index.ts';
import { loadOnUse, useLoadOnUse } from '../ui/load-on-use.ts';
import { selectionLabel } from './account-choice.ts';
import { useAccountSelection } from './account-selection.ts';
import classes from './account-selector.module.css';

const accountTree = loadOnUse(() => import('./account-tree-select.tsx'));

/**
 * The top bar's account choice (000 §2): the account tree, and Include sub accounts. The tree brings Mantine's
 * combobox, which no screen needs to show (issue 10 §7): until it has loaded, after the screen or as soon as
 * the field is pointed at, focused or clicked, a read-only field of the same look shows the choice. `stacked` is the
 * narrow-screen form at the top of the menu.
 */
export function AccountSelector({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const selection = useAccountSelection();
  const { loaded: tree, intent, standIn, openOnKey } = useLoadOnUse(accountTree);

  const label = selectionLabel(selection, selection.accounts);
  return (
    <Flex direction={stacked ? 'column' : 'row'} align={stacked ? 'stretch' : 'center'} gap="sm">
      {tree ? (
        <tree.AccountTreeSelect stacked={stacked} intent={intent} />
      ) : (
        <div className={classes.field} data-stacked={stacked || undefined}>
          <IconBuilding size={16} className={classes.icon} aria-hidden />
          <input
            readOnly
            className={classes.input}
            aria-label={t('app.accountSelector.label')}
            value={label ?? ''}
            placeholder={selection.isLoading ? t('app.loading') : t('app.accountSelector.placeholder')}
            {...standIn}
            onKeyDown={openOnKey}
          />
          <IconSelector size={16} className={classes.chevron} aria-hidden />
        </div>
      )}
      <Checkbox
        label={t('app.accountSelector.includeSubAccounts')}
        checked={selection.includeSubAccounts}
        onChange={(e) => selection.setIncludeSubAccounts(e.currentTarget.checked)}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
    </Flex>
  );
}
