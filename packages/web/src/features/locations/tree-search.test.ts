import type { LocationNode } from '@sampark/domain/schemas/locations';
import { describe, expect, it } from 'vitest';
import { highlightParts, parentIds, searchTree } from './tree-search';

const node = (id: number, name: string, parent_id: number | null, children: LocationNode[] = []): LocationNode => ({ id, name, parent_id, active: 1, children });
const tree = [
  node(1, 'INDIA', null, [
    node(2, 'Maharashtra', 1, [node(3, 'Pune', 2, [node(4, 'Pune City', 3)]), node(5, 'Mumbai', 2)]),
    node(6, 'Goa', 1, [node(7, 'Panaji', 6)]),
    node(8, 'ToBeDeleted', 1),
  ]),
];
const ids = (nodes: LocationNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

describe('searchTree', () => {
  it('keeps the whole tree for a blank search', () => {
    expect(searchTree(tree, '  ', false)).toEqual({ nodes: tree, matches: new Set(), expanded: new Set() });
  });

  it('keeps matches with their ancestors and opens the path to them', () => {
    const r = searchTree(tree, 'mum', false);
    expect(ids(r.nodes)).toEqual([1, 2, 5]);
    expect([...r.matches]).toEqual([5]);
    expect([...r.expanded].sort()).toEqual([1, 2]);
  });

  it('is case-sensitive only when asked', () => {
    expect([...searchTree(tree, 'pune', false).matches].sort()).toEqual([3, 4]);
    expect([...searchTree(tree, 'pune', true).matches]).toEqual([]);
    expect(searchTree(tree, 'pune', true).nodes).toEqual([]);
    expect([...searchTree(tree, 'Pune', true).matches].sort()).toEqual([3, 4]);
  });

  it('keeps the subtree below a match reachable', () => {
    const r = searchTree(tree, 'maha', false);
    expect(ids(r.nodes)).toEqual([1, 2, 3, 4, 5]);
    expect(r.expanded.has(2)).toBe(false);
  });
});

describe('highlightParts', () => {
  it('marks every occurrence, respecting case', () => {
    expect(highlightParts('Pune pune', 'pune', false)).toEqual([
      { text: 'Pune', hit: true },
      { text: ' ', hit: false },
      { text: 'pune', hit: true },
    ]);
    expect(highlightParts('Pune pune', 'pune', true)).toEqual([
      { text: 'Pune ', hit: false },
      { text: 'pune', hit: true },
    ]);
    expect(highlightParts('Goa', '', false)).toEqual([{ text: 'Goa', hit: false }]);
  });
});

describe('parentIds', () => {
  it('lists the nodes that have children', () => {
    expect([...parentIds(tree)].sort((a, b) => a - b)).toEqual([1, 2, 3, 6]);
  });
});
