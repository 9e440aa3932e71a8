import type { TreeNodeData } from '@mantine/core';

/** One line of the open account selector: an account or billing group at its depth in the tree (1 at the top). */
export type AccountTreeRow = {
  value: string;
  label: string;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  parent: string | null;
};

const matches = (node: TreeNodeData, query: string): boolean =>
  String(node.label).toLocaleLowerCase('nb').includes(query) ||
  (node.children ?? []).some((child) => matches(child, query));

/**
 * The lines the open account selector shows, in tree order: the children of a collapsed line are left out. While
 * something is typed, only the lines whose name has it (and the lines above them) show, all expanded.
 */
export function accountTreeRows(
  tree: readonly TreeNodeData[],
  collapsed: ReadonlySet<string>,
  search: string,
): AccountTreeRow[] {
  const query = search.trim().toLocaleLowerCase('nb');
  const rows: AccountTreeRow[] = [];
  const walk = (nodes: readonly TreeNodeData[], level: number, parent: string | null) => {
    for (const node of nodes) {
      if (query && !matches(node, query)) continue;
      const children = node.children ?? [];
      const expanded = children.length > 0 && (query !== '' || !collapsed.has(node.value));
      rows.push({
        value: node.value,
        label: String(node.label),
        level,
        hasChildren: children.length > 0,
        expanded,
        parent,
      });
      if (expanded) walk(children, level + 1, node.value);
    }
  };
  walk(tree, 1, null);
  return rows;
}
