/**
 * The generator's only source of randomness: mulberry32, a 32-bit PRNG small enough to read and
 * identical on every platform, so one seed gives the same organisation on SQLite and PostgreSQL.
 * Math.random is never used by the demo data.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in their list order (count is capped at the list's length). */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const n = Math.min(count, items.length);
    while (chosen.size < n) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
  }
}

/** Picks items in proportion to their weights in O(log n) (cumulative sums + binary search). */
export class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('Weighted needs one weight per item');
    let sum = 0;
    for (const w of weights) this.cumulative.push((sum += w));
    this.total = sum;
  }

  /** From pairs such as [['Good', 20], ['Bad', 3]]. */
  static of<T>(pairs: ReadonlyArray<readonly [T, number]>): Weighted<T> {
    return new Weighted(
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    );
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}
