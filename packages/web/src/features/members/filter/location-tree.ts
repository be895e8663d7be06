import type { TreeNodeData } from '@mantine/core';
import type { FlatLocation } from '@sampark/domain/schemas/locations';

/**
 * GET api/mylocs rows (flat, depth first) as the location tree-select's nodes. A user who holds
 * locations deep in the tree gets their own subtrees as the roots.
 */
export function locationTreeData(rows: readonly FlatLocation[]): TreeNodeData[] {
  const nodes = new Map<number, TreeNodeData & { children: TreeNodeData[] }>();
  for (const r of rows) nodes.set(r.id, { value: String(r.id), label: r.name, children: [] });
  const roots: TreeNodeData[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // Leaves without an empty children array: the tree shows no expand chevron for them.
  for (const node of nodes.values()) if (node.children.length === 0) delete (node as TreeNodeData).children;
  return roots;
}
