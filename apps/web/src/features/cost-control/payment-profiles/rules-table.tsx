import { Button, Checkbox, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconLayersIntersect, IconLayersOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategoryGroupName } from './category-group-name.ts';
import { GroupDialog } from './group-dialog.tsx';
import {
  groupCategories,
  type ProfileDraft,
  parseLimit,
  type RuleRow,
  ruleRows,
  ungroup,
  updateCategory,
  updateGroup,
} from './profile-draft.ts';
import type { CategoryGroup } from './profiles-api.ts';

type Rule = { covers: boolean; limited: boolean; limit: string };

/** The monthly limit cell: a switch, and the limit in kroner when on ('Unlim' when off). */
function LimitCell({
  rule,
  name,
  onChange,
}: {
  rule: Rule;
  name: string;
  onChange: (p: Partial<Rule>) => void;
}) {
  const { t } = useTranslation();
  const invalid = parseLimit(rule.limit) === null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        aria-label={t('payment-profiles.rules.limitedFor', { name })}
        checked={rule.limited}
        onChange={(e) => onChange({ limited: e.currentTarget.checked })}
      />
      {rule.limited ? (
        <TextInput
          aria-label={t('payment-profiles.rules.limitFor', { name })}
          value={rule.limit}
          onChange={(e) => onChange({ limit: e.currentTarget.value })}
          rightSection={<Text size="xs">kr</Text>}
          inputMode="decimal"
          w={130}
          error={invalid ? t('payment-profiles.rules.limitInvalid') : undefined}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('payment-profiles.rules.unlimited')}
        </Text>
      )}
    </Group>
  );
}

/**
 * The Rules tab's table: #, Cost elements, Monthly limit, Covered. Groupable rows can be selected and put in a
 * group; one selected group can be ungrouped. Every edit changes the draft only.
 */
export function RulesTable({
  draft,
  catalogue,
  onChange,
}: {
  draft: ProfileDraft;
  catalogue: CategoryGroup[];
  onChange: (next: ProfileDraft) => void;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryGroupName();
  const [selected, setSelected] = useState<string[]>([]);
  const [grouping, setGrouping] = useState(false);
  const rows = ruleRows(draft, catalogue);
  const keys = new Set(rows.map((r) => r.key));
  const chosen = selected.filter((k) => keys.has(k));
  const chosenRows = rows.filter((r) => chosen.includes(r.key));
  const categoryIds = chosenRows.flatMap((r) => (r.kind === 'category' ? [r.rule.categoryGroupID] : []));
  const groupKeys = chosenRows.flatMap((r) => (r.kind === 'group' ? [r.key] : []));
  // 000 §5: only groupable items are grouped; only one group is ungrouped at a time.
  const canGroup = categoryIds.length > 0 && groupKeys.length === 0;
  const canUngroup = groupKeys.length === 1 && categoryIds.length === 0;
  const toggle = (key: string, on: boolean) =>
    setSelected((s) => (on ? [...s.filter((k) => k !== key), key] : s.filter((k) => k !== key)));
  const nameOfId = (id: number) => {
    const c = catalogue.find((x) => x.ID === id);
    return c ? categoryName(c.key, c.description) : '';
  };

  const nameOf = (row: RuleRow) =>
    row.kind === 'group' ? row.group.groupName : categoryName(row.category.key, row.category.description);

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconLayersIntersect size={16} />}
          disabled={!canGroup}
          onClick={() => setGrouping(true)}
        >
          {t('payment-profiles.rules.group')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconLayersOff size={16} />}
          disabled={!canUngroup}
          onClick={() => {
            onChange(ungroup(draft, groupKeys[0]!));
            setSelected([]);
          }}
        >
          {t('payment-profiles.rules.ungroup')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid="rules-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{t('payment-profiles.rules.costElements')}</Table.Th>
              <Table.Th>{t('payment-profiles.rules.monthlyLimit')}</Table.Th>
              <Table.Th>{t('payment-profiles.rules.covered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => {
              const name = nameOf(row);
              const rule: Rule = row.kind === 'group' ? row.group : row.rule;
              const change = (patch: Partial<Rule>) =>
                onChange(
                  row.kind === 'group'
                    ? updateGroup(draft, row.key, patch)
                    : updateCategory(draft, row.rule.categoryGroupID, patch),
                );
              const selectable = row.kind === 'group' || row.category.groupable;
              return (
                <Table.Tr key={row.key} data-testid="rule-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={t('payment-profiles.rules.select', { name })}
                      checked={chosen.includes(row.key)}
                      disabled={!selectable}
                      onChange={(e) => toggle(row.key, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={row.kind === 'group' ? 600 : undefined}>
                      {name}
                    </Text>
                    {row.kind === 'group' && (
                      <Text size="xs" c="dimmed">
                        {row.group.categoryGroupIDs.map(nameOfId).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <LimitCell rule={rule} name={name} onChange={change} />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('payment-profiles.rules.coveredFor', { name })}
                      checked={rule.covers}
                      onChange={(e) => change({ covers: e.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <GroupDialog
        opened={grouping}
        groups={draft.groups}
        onClose={() => setGrouping(false)}
        onGroup={(target) => {
          onChange(groupCategories(draft, catalogue, categoryIds, target));
          setSelected([]);
        }}
      />
    </Stack>
  );
}
