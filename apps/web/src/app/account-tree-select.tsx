import { Combobox, InputBase, ScrollArea, useCombobox } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import type { UseIntent } from '../ui/load-on-use.ts';
import {
  accountTree,
  parseSelectionValue,
  returnPathOnAccountChange,
  selectionLabel,
  selectionValue,
} from './account-choice.ts';
import { useAccountSelection } from './account-selection.ts';
import { type AccountTreeRow, accountTreeRows } from './account-tree-rows.ts';
import classes from './account-tree-select.module.css';

/**
 * The account tree of the top bar's account choice (000 §2): accounts with their billing groups nested, searchable.
 * account-selector.tsx shows a field that looks the same until this has loaded; `intent` says what the person did to
 * it meanwhile (focused it, or opened it), so the real one carries on from there.
 *
 * A list of options, indented, rather than Mantine's TreeSelect, whose options carry aria-expanded and aria-level
 * (not allowed on an option) and an expand button inside (nested interactive; issue 28 §20). Right expands the
 * highlighted account, Left collapses it or goes to the account above; the arrow before a name does the same by mouse.
 */
export function AccountTreeSelect({ stacked, intent }: { stacked: boolean; intent: UseIntent }) {
  const { t } = useTranslation();
  const selection = useAccountSelection();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tree = useMemo(() => accountTree(selection.accounts), [selection.accounts]);
  const chosenLabel = selectionLabel(selection, selection.accounts) ?? '';
  const [search, setSearch] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = accountTreeRows(tree, collapsed, search ?? '');
  const combobox = useCombobox({
    defaultOpened: intent === 'open',
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
  });

  const toggle = (value: string) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (!after.delete(value)) after.add(value);
      return after;
    });

  const choose = (value: string) => {
    const chosen = parseSelectionValue(value, selection.accounts);
    combobox.closeDropdown();
    if (!chosen) return;
    const otherAccount = chosen.accountId !== selection.accountId;
    selection.selectAccount(chosen.accountId, chosen.billingGroupId);
    const back = otherAccount ? returnPathOnAccountChange(pathname) : null;
    if (back) navigate(back);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!combobox.dropdownOpened) return;
    const row = rows[combobox.getSelectedOptionIndex()];
    if (!row) return;
    if (event.key === 'ArrowRight' && row.hasChildren && !row.expanded) {
      event.preventDefault();
      toggle(row.value);
    } else if (event.key === 'ArrowLeft' && row.expanded && search === null) {
      event.preventDefault();
      toggle(row.value);
    } else if (event.key === 'ArrowLeft' && row.parent) {
      event.preventDefault();
      combobox.selectOption(rows.findIndex((r) => r.value === row.parent));
    }
  };

  const value = selectionValue(selection);
  return (
    <Combobox store={combobox} onOptionSubmit={choose} width={320} position="bottom-start">
      <Combobox.Target>
        <InputBase
          aria-label={t('app.accountSelector.label')}
          placeholder={selection.isLoading ? t('app.loading') : t('app.accountSelector.placeholder')}
          leftSection={<IconBuilding size={16} />}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search ?? chosenLabel}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          autoFocus={intent !== null}
          autoComplete="off"
          w={stacked ? '100%' : { sm: 220, lg: 280 }}
          data-testid="account-selector"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('app.accountSelector.label')}>
          <ScrollArea.Autosize mah={400} type="scroll">
            {rows.map((row) => (
              <TreeOption key={row.value} row={row} selected={row.value === value} onToggle={toggle} />
            ))}
            {rows.length === 0 && <Combobox.Empty>{t('app.accountSelector.nothingFound')}</Combobox.Empty>}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** One account or billing group, indented by its depth; the arrow of an account with lines below opens or shuts it. */
function TreeOption({
  row,
  selected,
  onToggle,
}: {
  row: AccountTreeRow;
  selected: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <Combobox.Option
      value={row.value}
      active={selected}
      aria-selected={selected}
      className={classes.option}
      style={{ paddingInlineStart: `calc(${row.level - 1} * 1.25rem + 0.5rem)` }}
    >
      <span
        aria-hidden
        className={classes.chevron}
        data-expanded={row.expanded || undefined}
        data-hidden={!row.hasChildren || undefined}
        onMouseDown={(e) => e.preventDefault()}
        onClick={(e) => {
          e.stopPropagation();
          if (row.hasChildren) onToggle(row.value);
        }}
      >
        <IconChevronRight size={14} />
      </span>
      <span className={classes.label}>{row.label}</span>
      {selected && <IconCheck size={14} aria-hidden />}
    </Combobox.Option>
  );
}
