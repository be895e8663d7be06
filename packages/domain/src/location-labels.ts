/**
 * A location's name where it is listed alone (a report's row, a user's locations), with as many of
 * its nearest ancestors as it takes to tell it from every other location of that name (issue 26):
 * 'Adilabad (Telangana)', 'Aurangabad (Aurangabad, Maharashtra)'. A name held once stays bare.
 */
export interface PlaceNode {
  id: number;
  name: string;
  /** '/1/11/25/': the ids from the root down to the location itself */
  path: string;
}

/** Every location's label, by id; `all` is the whole tree (the ancestors' names come from it). */
export function uniqueLocationLabels(all: readonly PlaceNode[]): Map<number, string> {
  const nameOf = new Map(all.map((l) => [l.id, l.name]));
  const byName = new Map<string, PlaceNode[]>();
  for (const l of all) {
    const key = l.name.trim().toLowerCase();
    const same = byName.get(key);
    if (same) same.push(l);
    else byName.set(key, [l]);
  }
  const labels = new Map<number, string>();
  for (const same of byName.values()) {
    const ancestors = same.map((l) => ancestorNames(l, nameOf));
    const depth = same.length === 1 ? 0 : depthToTellApart(ancestors);
    same.forEach((l, i) => labels.set(l.id, depth === 0 || !ancestors[i]!.length ? l.name : `${l.name.trim()} (${ancestors[i]!.slice(0, depth).join(', ')})`));
  }
  return labels;
}

/** The ancestors' names, nearest first. */
function ancestorNames(l: PlaceNode, nameOf: Map<number, string>): string[] {
  const ids = l.path.split('/').filter(Boolean).map(Number);
  return ids.slice(0, -1).reverse().map((id) => nameOf.get(id) ?? '');
}

/** The fewest nearest ancestors that make each same-named location's label different (all of them if none do). */
function depthToTellApart(ancestors: readonly string[][]): number {
  const longest = Math.max(...ancestors.map((a) => a.length));
  for (let depth = 1; depth < longest; depth++) {
    const seen = new Set(ancestors.map((a) => a.slice(0, depth).join(', ').toLowerCase()));
    if (seen.size === ancestors.length) return depth;
  }
  return longest;
}
