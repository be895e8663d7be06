import type { LocationNode } from '@sampark/domain/schemas/locations';

export interface TreeSearch {
  /** the tree to show: matches, their ancestors, and everything below a match */
  nodes: LocationNode[];
  /** ids whose name matches */
  matches: Set<number>;
  /** ids to open so every match is visible (the ancestors of the matches) */
  expanded: Set<number>;
}

export function nameMatches(name: string, query: string, caseSensitive: boolean): boolean {
  return caseSensitive ? name.includes(query) : name.toLowerCase().includes(query.toLowerCase());
}

/**
 * The location screen's search: keeps the nodes whose name contains the text (or whose
 * descendants do), and opens the path to each match. A blank search keeps the whole tree.
 */
export function searchTree(tree: LocationNode[], rawQuery: string, caseSensitive: boolean): TreeSearch {
  const query = rawQuery.trim();
  const matches = new Set<number>();
  const expanded = new Set<number>();
  if (!query) return { nodes: tree, matches, expanded };

  const visit = (node: LocationNode): LocationNode | null => {
    const own = nameMatches(node.name, query, caseSensitive);
    if (own) matches.add(node.id);
    const kept = node.children.map(visit).filter((c): c is LocationNode => c !== null);
    if (kept.length) expanded.add(node.id);
    if (!own && !kept.length) return null;
    // Below a match the whole subtree stays reachable (collapsed), e.g. to add a child there.
    if (own) return { ...node, children: node.children.map((c) => kept.find((k) => k.id === c.id) ?? c) };
    return { ...node, children: kept };
  };
  const nodes = tree.map(visit).filter((n): n is LocationNode => n !== null);
  return { nodes, matches, expanded };
}

/** The name cut into plain and matching parts, for highlighting. */
export function highlightParts(name: string, rawQuery: string, caseSensitive: boolean): { text: string; hit: boolean }[] {
  const query = rawQuery.trim();
  if (!query) return [{ text: name, hit: false }];
  const hay = caseSensitive ? name : name.toLowerCase();
  const needle = caseSensitive ? query : query.toLowerCase();
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), hit: false });
    parts.push({ text: name.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), hit: false });
  return parts;
}

/** Ids of every node that has children (for 'Expand all'). */
export function parentIds(tree: LocationNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (n: LocationNode) => {
    if (n.children.length) out.add(n.id);
    n.children.forEach(walk);
  };
  tree.forEach(walk);
  return out;
}
